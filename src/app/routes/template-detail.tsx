import { Link, useLocation, useParams } from 'react-router-dom';
import type { Template } from '../../../common/contracts/templates';
import { FromPrice } from '../../features/templates/from-price';
import { useDocumentTitle } from '../../lib/document-title';
import { ButtonLink } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { TEMPLATE_PAGE_IMAGE_SIZES } from '../../../common/catalog';
import { useTemplate } from '../../features/templates/api/get-template';
import { OutlineIcon } from '../../components/ui/outline-icon';

function stateTemplate(state: unknown): Template | undefined {
  const t = (state as { template?: Template } | null)?.template;
  return t && typeof t === 'object' && typeof t.id === 'string' ? t : undefined;
}

/** /template/{id}: one style with its prompt. Works from a card click (state) or a direct URL. */
export function TemplateDetailPage() {
  const { id } = useParams();
  const location = useLocation();
  const fromState = stateTemplate(location.state);
  const query = useTemplate(id, fromState);
  const template = query.data;

  const name = template?.name;
  useDocumentTitle(name);

  if (!template && query.isPending && id) return <Spinner label="Loading template..." className="py-32" />;
  if (!template) return <TemplateNotFound />;

  return (
    <article className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-16" data-testid="template-detail">
      <Link
        to="/"
        className="inline-flex items-center gap-1.5 rounded-full py-1 pr-2 text-sm font-medium text-stone-600 hover:text-ink"
      >
        <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden="true">
          <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
        </svg>
        Back to Templates
      </Link>

      <div className="mt-6 grid items-start gap-8 md:grid-cols-2 md:gap-12">
        <div className="overflow-hidden rounded-3xl bg-stone-100 shadow-lg ring-1 ring-stone-200/80">
          <img
            src={template.image}
            srcSet={template.imageSrcSet || undefined}
            sizes={TEMPLATE_PAGE_IMAGE_SIZES}
            alt={template.name}
            fetchPriority="high"
            width={960}
            height={1200}
            className="aspect-[4/5] h-auto w-full object-cover"
          />
        </div>

        <div className="md:sticky md:top-below-bar">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">{template.subtitle}</p>
          <h1 className="mt-2 text-4xl font-semibold tracking-tight text-ink sm:text-5xl">{template.name}</h1>
          <p className="mt-4 text-lg leading-relaxed text-stone-700">{template.description}</p>
          <FromPrice className="mt-5 gap-x-2" priceClassName="text-2xl font-semibold text-ink" />

          <section
            aria-labelledby="prompt-heading"
            className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/80"
          >
            <h2 id="prompt-heading" className="flex items-center gap-2 text-lg font-semibold">
              <svg viewBox="0 0 24 24" className="h-5 w-5 text-brand-500" fill="currentColor" aria-hidden="true">
                <path d="M12 2l1.9 5.8L20 9.7l-5 3.6 1.9 5.9L12 15.6l-4.9 3.6L9 13.3 4 9.7l6.1-1.9L12 2Z" />
              </svg>
              AI Prompt
            </h2>
            <p
              className="mt-2 whitespace-pre-line text-sm leading-relaxed text-stone-700"
              data-testid="template-prompt"
            >
              {template.prompt}
            </p>
          </section>

          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink
              to={`/create/${encodeURIComponent(template.id)}`}
              state={{ template }}
              className="px-8 py-3 text-base"
            >
              Create &amp; Order
            </ButtonLink>
            <ButtonLink
              to="/dashboard"
              state={{ templateId: template.id }}
              variant="secondary"
              className="px-8 py-3 text-base"
            >
              Try This Template
            </ButtonLink>
          </div>
          <p className="mt-4 text-sm text-stone-500">
            Create &amp; Order makes your portrait and sets up the print or download. Each generation uses 1 token.
            Framed prints ship free.
          </p>
        </div>
      </div>
    </article>
  );
}

function TemplateNotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" data-testid="template-not-found">
      <div className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-500">
        <OutlineIcon className="h-8 w-8">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5M8.5 11h5" strokeLinecap="round" />
        </OutlineIcon>
      </div>
      <h1 className="mt-6 text-3xl font-semibold">Template Not Found</h1>
      <p className="mt-3 text-stone-600">Please return to the home page and try again.</p>
      <ButtonLink to="/" className="mt-8">
        Go Home
      </ButtonLink>
    </section>
  );
}
