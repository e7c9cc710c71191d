import { ORDER_STATES } from '../../../common/contracts/order-life';
import { SelectField } from '../../components/ui/select-field';
import type { StateFilter } from './admin-desk';
import { DESK_STATE_LABELS } from './order-life-labels';

const OPTIONS: [string, string][] = [
  ['', 'Any state'],
  ['needs_attention', DESK_STATE_LABELS.needs_attention],
  ...ORDER_STATES.filter((s) => s !== 'pending').map((s): [string, string] => [s, DESK_STATE_LABELS[s]]),
];

/** The desk's filter by the order's exact state (or needs attention); 'Any state' goes back to the tabs. */
export function OrderStateFilter({
  value,
  onChange,
}: {
  value: StateFilter | null;
  onChange: (s: StateFilter | null) => void;
}) {
  return (
    <SelectField
      label="State"
      name="order-state"
      options={OPTIONS}
      value={value ?? ''}
      onChange={(e) => onChange((e.target.value || null) as StateFilter | null)}
      className="w-full sm:w-56"
    />
  );
}
