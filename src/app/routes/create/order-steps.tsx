const STEPS = ['Photo', 'Size', 'Create', 'Review'];
const LIBRARY_STEPS = ['Artwork', 'Size', 'Frame', 'Review'];

/** Where the customer is in the order flow; step 1 shows done when the flow starts from an image. */
export function OrderSteps({ current, fromLibrary = false }: { current: number; fromLibrary?: boolean }) {
  const steps = fromLibrary ? LIBRARY_STEPS : STEPS;
  return (
    <ol className="flex items-center gap-2 text-xs font-medium sm:text-sm" aria-label="Order progress">
      {steps.map((label, i) => {
        const n = i + 1;
        const state = n < current ? 'done' : n === current ? 'current' : 'todo';
        return (
          <li
            key={label}
            className="flex min-w-0 flex-1 items-center gap-2"
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span
              className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                state === 'done'
                  ? 'bg-brand-500 text-white'
                  : state === 'current'
                    ? 'bg-ink text-white'
                    : 'bg-stone-200 text-stone-600'
              }`}
              aria-hidden="true"
            >
              {state === 'done' ? '✓' : n}
            </span>
            <span className={`truncate ${state === 'todo' ? 'text-stone-500' : 'text-ink'}`}>
              <span className="sr-only">
                {state === 'done' ? 'Completed: ' : state === 'current' ? 'Current: ' : ''}
              </span>
              {label}
            </span>
            {n < steps.length && <span className="hidden h-px flex-1 bg-stone-300 sm:block" aria-hidden="true" />}
          </li>
        );
      })}
    </ol>
  );
}
