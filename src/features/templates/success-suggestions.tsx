import { TemplateCard, TemplateCardSkeleton } from './template-card';
import { useTemplates } from './api/get-templates';

/** docs/spec/commerce.md §9: up to 6 template suggestions after an order. */
export const SUCCESS_SUGGESTIONS = 6;

export function SuccessSuggestions() {
  const templates = useTemplates();
  const list = (templates.data ?? []).slice(0, SUCCESS_SUGGESTIONS);
  if (templates.isError || (templates.data && list.length === 0)) return null;
  return (
    <section aria-labelledby="success-suggestions" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <h2 id="success-suggestions" className="text-2xl font-semibold sm:text-3xl">
        Make another masterpiece
      </h2>
      <p className="mt-2 text-stone-600">Try a different style for your next portrait.</p>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3">
        {templates.isPending
          ? Array.from({ length: SUCCESS_SUGGESTIONS }, (_, i) => (
              <li key={i}>
                <TemplateCardSkeleton />
              </li>
            ))
          : list.map((t) => (
              <li key={t.id}>
                <TemplateCard template={t} />
              </li>
            ))}
      </ul>
    </section>
  );
}
