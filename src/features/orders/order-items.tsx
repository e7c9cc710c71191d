import { formatCents } from '../../../common/money';
import { lineDetails, templateNameOf } from '../../lib/order-lines';
import type { Order } from '../../../common/contracts/orders';
import type { OrderTimeline } from '../../../common/contracts/order-life';

const link = 'font-semibold text-brand-700 underline-offset-2 hover:underline';
const downloadButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-ink px-4 py-2 text-sm ' +
  'font-semibold text-white shadow-sm transition hover:bg-stone-800';

/**
 * The order's items with their pictures: the artwork's preview and the framed mockup, the proof
 * (framed prints: a watermarked, reduced image) and the full-resolution download (digital items).
 */
export function OrderItems({ order, timeline }: { order: Order; timeline: OrderTimeline | undefined }) {
  const proofItems = new Map((timeline?.proof?.items ?? []).map((p) => [p.index, p]));
  const downloads = new Map((timeline?.downloads ?? []).map((d) => [d.index, d]));
  return (
    <ul className="divide-y divide-stone-100" data-testid="order-items">
      {order.items.map((item, i) => {
        const name = templateNameOf(item);
        const proof = proofItems.get(i);
        const download = downloads.get(i);
        const mockup = proof?.mockupUrls[0] ?? item.mockupUrls[0];
        return (
          <li key={i} className="flex flex-col gap-4 py-5 first:pt-0 last:pb-0 sm:flex-row" data-testid="order-item">
            <div className="flex shrink-0 gap-3">
              <figure className="w-28 sm:w-32">
                <img
                  src={item.artworkUrl}
                  alt={`${name}: the print file`}
                  width={128}
                  height={160}
                  loading="lazy"
                  className="aspect-[4/5] w-full rounded-xl bg-stone-100 object-cover ring-1 ring-stone-200"
                />
                <figcaption className="mt-1 text-center text-xs text-stone-500">
                  {item.size === 'digital' ? 'Your file' : 'Print file'}
                </figcaption>
              </figure>
              {mockup && (
                <figure className="w-28 sm:w-32">
                  <img
                    src={mockup}
                    alt={`${name} in its frame (mockup)`}
                    width={128}
                    height={160}
                    loading="lazy"
                    className="aspect-[4/5] w-full rounded-xl bg-stone-100 object-cover ring-1 ring-stone-200"
                  />
                  <figcaption className="mt-1 text-center text-xs text-stone-500">Framed</figcaption>
                </figure>
              )}
            </div>
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex items-start justify-between gap-3">
                <p className="font-medium text-ink">{name}</p>
                <p className="shrink-0 text-sm tabular-nums text-stone-700">{formatCents(item.priceCents)}</p>
              </div>
              <p className="text-sm text-stone-600">{lineDetails(item)}</p>
              {proof && (
                <p className="pt-1 text-sm">
                  <a href={proof.proofUrl} target="_blank" rel="noreferrer" className={link} data-testid="proof-link">
                    Open the proof<span className="sr-only"> of {name} (opens in a new tab)</span>
                  </a>
                </p>
              )}
              {download && (
                <div className="pt-2">
                  <a href={download.url} download className={downloadButton} data-testid="download-link">
                    <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden="true">
                      <path
                        d={
                          'M10 3a1 1 0 0 1 1 1v7.6l2.3-2.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 ' +
                          '1.4-1.4L9 11.6V4a1 1 0 0 1 1-1ZM4 15a1 1 0 0 1 1 1h10a1 1 0 1 1 0 2H5a2 2 0 0 1-2-2 1 1 0 0 1 1-1Z'
                        }
                      />
                    </svg>
                    Download {name} (full resolution)
                  </a>
                </div>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
