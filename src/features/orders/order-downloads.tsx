import type { Order } from '../../../common/contracts/orders';
import { templateNameOf } from '../../lib/order-lines';

const link =
  'inline-flex items-center justify-center gap-2 rounded-full bg-ink px-4 py-2 text-sm ' +
  'font-semibold text-white shadow-sm transition hover:bg-stone-800';

/** Download buttons for the paid digital items of an order (signed links from the server). */
export function OrderDownloads({
  order,
  compact = false,
}: {
  order: Pick<Order, 'id' | 'items' | 'downloads' | 'status'>;
  compact?: boolean;
}) {
  const files = order.items.map((item, i) => ({ item, url: order.downloads[i] ?? null, i })).filter((f) => f.url);
  if (files.length === 0 || (order.status !== 'paid' && order.status !== 'completed')) return null;
  return (
    <div className={compact ? 'flex flex-wrap gap-2' : 'space-y-3'} data-testid="order-downloads">
      {files.map(({ item, url, i }) => (
        <a key={i} href={url!} download className={link} data-testid="download-link">
          <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden="true">
            <path
              d={
                'M10 3a1 1 0 0 1 1 1v7.6l2.3-2.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 ' +
                '1.4-1.4L9 11.6V4a1 1 0 0 1 1-1ZM4 15a1 1 0 0 1 1 1h10a1 1 0 1 1 0 2H5a2 2 0 0 1-2-2 1 1 0 0 1 1-1Z'
              }
            />
          </svg>
          Download {templateNameOf(item)}
        </a>
      ))}
    </div>
  );
}
