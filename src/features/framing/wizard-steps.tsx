import { StepDot, stepPrefix, stepState } from '../../components/ui/step-marker';
import { WIZARD_STEPS, type WizardStep } from './wizard-rules';

/** Step indicator: 1 Choose Size, 2 Choose Color, 3 Generate Mockups, 4 Review & Purchase. */
export function WizardSteps({ current }: { current: WizardStep }) {
  return (
    <ol className="grid grid-cols-4 gap-2" aria-label="Framing steps" data-testid="wizard-steps">
      {WIZARD_STEPS.map((label, i) => {
        const n = i + 1;
        const state = stepState(n, current);
        return (
          <li
            key={label}
            className="flex min-w-0 flex-col gap-2"
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span
              className={`h-1.5 rounded-full ${state === 'todo' ? 'bg-stone-200' : 'bg-brand-500'}`}
              aria-hidden="true"
            />
            <span className="flex min-w-0 items-center gap-2">
              <StepDot n={n} state={state} />
              <span
                className={`hidden truncate text-sm font-medium sm:block ${state === 'todo' ? 'text-stone-500' : 'text-ink'}`}
              >
                <span className="sr-only">{stepPrefix(state)}</span>
                {label}
              </span>
              <span className="sr-only sm:hidden">
                {stepPrefix(state)}
                {label}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
