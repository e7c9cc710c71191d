import { SegmentedTabs } from '../../components/ui/segmented-tabs';
import type { OrderFilter } from './admin-desk';

export const ORDER_FILTERS: { id: OrderFilter; label: string }[] = [
  { id: 'active', label: 'Active' },
  { id: 'completed', label: 'Completed' },
  { id: 'all', label: 'All' },
];

type Props = { value: OrderFilter; onChange: (f: OrderFilter) => void; panelId: string; idPrefix: string };

/** Active / Completed / All as an accessible tab list. */
export function OrderFilterTabs({ value, onChange, panelId, idPrefix }: Props) {
  return (
    <SegmentedTabs
      options={ORDER_FILTERS}
      value={value}
      onChange={onChange}
      label="Filter orders"
      panelId={panelId}
      idPrefix={idPrefix}
    />
  );
}
