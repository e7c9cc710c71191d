import { ButtonLink } from '../../components/ui/button';

/** A route whose screen ships in a later release; it exists now so links and access rules work. */
export function ComingNext({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="mt-3 text-stone-600">This part of the studio is being finished. Browse the styles in the meantime.</p>
      <ButtonLink to="/" className="mt-6">
        Browse styles
      </ButtonLink>
    </section>
  );
}

export function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold">Page not found</h1>
      <p className="mt-3 text-stone-600">We could not find that page.</p>
      <ButtonLink to="/" className="mt-6">
        Go Home
      </ButtonLink>
    </section>
  );
}
