import { ButtonLink } from '../../components/ui/button';

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
