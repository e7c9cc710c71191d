import { SegmentedTabs } from '../../components/ui/segmented-tabs';
import { LIBRARY_FILTERS, type LibraryFilter } from './library-view';

type Props = {
  value: LibraryFilter;
  onChange: (filter: LibraryFilter) => void;
  counts?: Partial<Record<LibraryFilter, number>>;
  panelId: string;
  idPrefix: string;
};

/** All / Saved as an accessible tab list, with counts. */
export function LibraryTabs({ value, onChange, counts, panelId, idPrefix }: Props) {
  const options = LIBRARY_FILTERS.map((f) => ({ ...f, count: counts?.[f.id] }));
  return (
    <SegmentedTabs
      options={options}
      value={value}
      onChange={onChange}
      label="Filter images"
      panelId={panelId}
      idPrefix={idPrefix}
    />
  );
}
