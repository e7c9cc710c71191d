import { TOKENS_AT_SIGN_UP, WELCOME_TEMPLATE_ID } from '../../../common/catalog';
import { ButtonLink } from '../../components/ui/button';
import { useTemplates } from '../../features/templates/api/get-templates';
import { useMe } from '../../lib/use-me';
import { useShopSettings } from '../../lib/shop-settings';

const PERKS = [
  {
    title: `${TOKENS_AT_SIGN_UP} free tokens`,
    text: 'Every new account starts with enough tokens to try a few styles.',
  },
  { title: 'Ready in minutes', text: 'Upload a photo, pick a style and watch your portrait appear.' },
  { title: 'Framed & shipped free', text: 'Order 8×10, 12×16 or 18×24 prints, or a digital download.' },
];

/** /welcome: where a visitor lands from a friend's invite link. */
export function WelcomePage() {
  const { data: templates } = useTemplates();
  const { signedIn } = useMe();
  const shopName = useShopSettings().shop.name;
  const preview = templates?.find((t) => t.id === WELCOME_TEMPLATE_ID) ?? templates?.[0];

  return (
    <section
      data-testid="welcome-page"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-cream to-cream"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -left-24 top-10 h-72 w-72 rounded-full bg-brand-100/70 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 md:grid-cols-[1.1fr_0.9fr]">
        <div className="text-center md:text-left">
          <p
            className={
              'inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold ' +
              'uppercase tracking-wider text-brand-600 shadow-sm ring-1 ring-brand-100'
            }
          >
            <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden="true">
              <path d="M10 17.5s-6.5-3.9-6.5-8.6A3.6 3.6 0 0 1 10 6.6a3.6 3.6 0 0 1 6.5 2.3c0 4.7-6.5 8.6-6.5 8.6Z" />
            </svg>
            A friend sent you here
          </p>
          <h1 className="mt-5 text-5xl font-semibold tracking-tight text-ink sm:text-6xl">Welcome!</h1>
          <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-stone-600 md:mx-0">
            Someone who loves their pet as much as you love yours thought you would enjoy {shopName}. Turn a favourite
            photo into a painted portrait — royal, cosmic, watercolor and many more styles — in just a few minutes.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center md:justify-start">
            <ButtonLink to={`/template/${WELCOME_TEMPLATE_ID}`} className="px-8 py-3 text-base">
              Explore Styles
            </ButtonLink>
            <ButtonLink to="/tokens" variant="secondary" className="px-8 py-3 text-base">
              Get Tokens
            </ButtonLink>
            {!signedIn && (
              <ButtonLink to="/signup" variant="secondary" className="px-8 py-3 text-base">
                Create account
              </ButtonLink>
            )}
          </div>
          <ul className="mt-10 grid gap-4 text-left sm:grid-cols-3 md:grid-cols-1 lg:grid-cols-3">
            {PERKS.map((p) => (
              <li key={p.title} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200/80">
                <p className="font-semibold text-ink">{p.title}</p>
                <p className="mt-1 text-sm leading-relaxed text-stone-600">{p.text}</p>
              </li>
            ))}
          </ul>
        </div>

        <div className="mx-auto w-full max-w-[18rem] sm:max-w-sm md:max-w-md">
          <div className="rotate-1 rounded-3xl bg-white p-2.5 shadow-2xl ring-1 ring-stone-200/80 md:rotate-2">
            {preview ? (
              <img
                src={preview.image}
                srcSet={preview.imageSrcSet || undefined}
                sizes="(min-width: 768px) 420px, 90vw"
                alt={preview.name}
                width={960}
                height={1200}
                fetchPriority="high"
                className="aspect-[4/5] h-auto w-full rounded-2xl object-cover"
              />
            ) : (
              <div aria-hidden="true" className="aspect-[4/5] w-full animate-pulse rounded-2xl bg-stone-200/70" />
            )}
          </div>
          <p className="mt-5 h-5 text-center text-sm text-stone-500">{preview && `Shown: the ${preview.name} style`}</p>
        </div>
      </div>
    </section>
  );
}
