export type StepState = 'done' | 'current' | 'todo';

/** Step `n` (from 1) of a step indicator, seen from the `current` one. */
export const stepState = (n: number, current: number): StepState =>
  n < current ? 'done' : n === current ? 'current' : 'todo';

/** What a screen reader hears before a step's label. */
export const stepPrefix = (state: StepState) =>
  state === 'done' ? 'Completed: ' : state === 'current' ? 'Current: ' : '';

/** A step indicator's round marker: a tick once done, else the step's number. */
export function StepDot({ n, state }: { n: number; state: StepState }) {
  return (
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
  );
}
