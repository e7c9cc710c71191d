import type { OrderTimeline } from '../../../common/contracts/order-life';
import { timelineSteps } from './order-steps';
import { formatWhen } from './order-dates';

const dot: Record<string, string> = {
  done: 'bg-emerald-500 ring-emerald-100',
  current: 'bg-brand-500 ring-brand-100',
  upcoming: 'bg-white ring-stone-200',
};

/** The order's road: each step with the time it was reached; the current one stands out. */
export function OrderTimelineView({ timeline }: { timeline: OrderTimeline }) {
  const steps = timelineSteps(timeline);
  return (
    <ol className="relative space-y-5" aria-label="Order progress" data-testid="order-timeline">
      {steps.map((step, i) => (
        <li
          key={step.state}
          className="relative flex gap-4"
          data-testid="timeline-step"
          data-state={step.state}
          data-status={step.status}
          aria-current={step.status === 'current' ? 'step' : undefined}
        >
          {i < steps.length - 1 && (
            <span
              className={
                `absolute left-[7px] top-5 h-[calc(100%+0.25rem)] ` +
                `w-0.5 ${step.status === 'done' ? 'bg-emerald-300' : 'bg-stone-200'}`
              }
              aria-hidden="true"
            />
          )}
          <span
            className={
              `relative mt-1 h-4 w-4 shrink-0 rounded-full ` +
              `ring-4 ${dot[step.status]} ${step.status === 'upcoming' ? 'border-2 border-stone-300' : ''}`
            }
            aria-hidden="true"
          />
          <div className="min-w-0">
            <p className={`font-medium ${step.status === 'upcoming' ? 'text-stone-500' : 'text-ink'}`}>
              {step.label}
              {step.status === 'current' && <span className="sr-only"> (current step)</span>}
              {step.status === 'upcoming' && <span className="sr-only"> (not yet)</span>}
            </p>
            {step.at && (
              <p className="text-sm text-stone-500">
                <time dateTime={step.at}>{formatWhen(step.at)}</time>
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
