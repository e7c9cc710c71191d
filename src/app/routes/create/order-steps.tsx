import { StepDot, stepPrefix, stepState } from '../../../components/ui/step-marker';

const STEPS = ['Photo', 'Size', 'Create', 'Review'];
const LIBRARY_STEPS = ['Artwork', 'Size', 'Frame', 'Review'];

/** Where the customer is in the order flow; step 1 shows done when the flow starts from an image. */
export function OrderSteps({ current, fromLibrary = false }: { current: number; fromLibrary?: boolean }) {
  const steps = fromLibrary ? LIBRARY_STEPS : STEPS;
  return (
    <ol className="flex items-center gap-2 text-xs font-medium sm:text-sm" aria-label="Order progress">
      {steps.map((label, i) => {
        const n = i + 1;
        const state = stepState(n, current);
        return (
          <li
            key={label}
            className="flex min-w-0 flex-1 items-center gap-2"
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <StepDot n={n} state={state} />
            <span className={`truncate ${state === 'todo' ? 'text-stone-500' : 'text-ink'}`}>
              <span className="sr-only">{stepPrefix(state)}</span>
              {label}
            </span>
            {n < steps.length && <span className="hidden h-px flex-1 bg-stone-300 sm:block" aria-hidden="true" />}
          </li>
        );
      })}
    </ol>
  );
}
