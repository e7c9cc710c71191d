import { useState, type ReactNode } from 'react';
import { formatCents } from '../../../common/money';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { colorLabel, sizeLabel, templateNameOf } from '../../lib/order-lines';
import type { AdminOrder } from './admin-desk';
import { AdminOrderLife } from './admin-order-life';
import { StateBadge } from './state-badge';
import { AdminOrderFrame, when } from './order-card-frame';

const STATUS: Record<string, { label: string; className: string }> = {
  paid: { label: 'Active', className: 'bg-sky-50 text-sky-800 ring-sky-200' },
  completed: { label: 'Completed', className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  refund_due: { label: 'Refund due', className: 'bg-amber-50 text-amber-800 ring-amber-200' },
};

type Props = { order: AdminOrder; finishing: boolean; onFinish: (id: string) => void };

/** One order on the desk: contact, items, total, payment references, the raw record and 'Finish order'. */
export function AdminOrderCard({ order, finishing, onFinish }: Props) {
  // Spec: a missing status is treated as 'paid'.
  const statusKey = order.status || 'paid';
  const [confirming, setConfirming] = useState(false);
  const status = STATUS[statusKey] ?? { label: statusKey, className: 'bg-stone-100 text-stone-700 ring-stone-200' };
  const { contact, payment } = order;
  const a = contact.address;
  const attention = (order.raw as { attention?: string | null } | null)?.attention ?? null;
  return (
    <AdminOrderFrame
      order={order}
      badges={
        <>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${status.className}`}
            data-testid="admin-order-status"
          >
            {status.label}
          </span>
          {order.state && (
            <StateBadge state={order.state} attention={attention} showState={order.state !== statusKey} />
          )}
        </>
      }
    >
      <div className="grid gap-6 px-5 py-5 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        <Block title="Customer">
          <p className="font-medium text-ink">{contact.name || '—'}</p>
          <p>
            <a href={`mailto:${contact.email}`} className="break-all text-brand-700 underline-offset-2 hover:underline">
              {contact.email}
            </a>
          </p>
          <p>
            {contact.phone ? (
              <a href={`tel:${contact.phone}`}>{contact.phone}</a>
            ) : (
              <span className="text-stone-500">No phone</span>
            )}
          </p>
          <p>Newsletter: {contact.subscribe ? 'Yes' : 'No'}</p>
        </Block>
        <Block title="Ship to">
          <address className="not-italic" data-testid="admin-order-address">
            {a?.address1 ? (
              <>
                {a.address1}
                {a.address2 && <>, {a.address2}</>}
                <br />
                {[a.city, [a.region, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
                <br />
                {a.country}
              </>
            ) : (
              <span className="text-stone-500">Nothing ships: digital downloads only.</span>
            )}
          </address>
        </Block>
        <Block title="Payment" className="sm:col-span-2 lg:col-span-1">
          <Ref label="Payment id" value={payment?.paymentId} />
          <Ref label="Provider" value={payment?.provider} />
          {payment?.chargeId && <Ref label="Charge" value={payment.chargeId} />}
          {payment?.receiptUrl && (
            <p>
              <a
                href={payment.receiptUrl}
                target="_blank"
                rel="noreferrer"
                className="text-brand-700 underline-offset-2 hover:underline"
              >
                Receipt
              </a>
            </p>
          )}
          <Ref label="Paid" value={order.paidAt ? when(order.paidAt) : undefined} plain />
          {order.completedAt && <Ref label="Completed" value={when(order.completedAt)} plain />}
        </Block>
      </div>

      <div className="border-t border-stone-100 px-5 sm:px-6">
        <h4 className="sr-only">Items</h4>
        <ul className="divide-y divide-stone-100">
          {order.items.map((item, i) => (
            <li key={i} className="flex flex-wrap items-start gap-4 py-4" data-testid="admin-order-item">
              <a href={item.artworkUrl} target="_blank" rel="noreferrer" className="shrink-0">
                <img
                  src={item.artworkUrl}
                  alt={`${templateNameOf(item)} artwork`}
                  loading="lazy"
                  className="h-20 w-16 rounded-lg bg-stone-100 object-cover ring-1 ring-stone-200"
                />
              </a>
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink">{templateNameOf(item)}</p>
                <p className="text-sm text-stone-600">
                  Size: {sizeLabel(item.size)}
                  {item.color && <> · Colour: {colorLabel(item.color)}</>}
                </p>
                {item.printFileUrl && (
                  <p className="mt-1 text-sm">
                    <a
                      href={item.printFileUrl}
                      target="_blank"
                      rel="noreferrer"
                      className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                      data-testid="print-file-link"
                    >
                      Print file (full resolution)
                    </a>
                  </p>
                )}
                {(item.mockupLinks ?? item.mockupUrls).length > 0 && (
                  <ul className="mt-2 flex flex-wrap gap-2" aria-label="Mockups">
                    {(item.mockupLinks ?? item.mockupUrls).map((url, j) => (
                      <li key={j}>
                        <a href={url} target="_blank" rel="noreferrer">
                          <img
                            src={url}
                            alt={`Mockup ${j + 1}`}
                            loading="lazy"
                            className="h-12 w-12 rounded-md bg-stone-100 object-cover ring-1 ring-stone-200"
                          />
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <p className="shrink-0 text-sm tabular-nums text-stone-700">{formatCents(item.priceCents)}</p>
            </li>
          ))}
        </ul>
      </div>

      {order.state && (
        <AdminOrderLife orderId={order.id} state={order.state} attention={attention} totalCents={order.totalCents} />
      )}

      <footer className="flex flex-col gap-3 border-t border-stone-100 px-5 py-4 sm:flex-row sm:items-start sm:px-6">
        <details className="group min-w-0 flex-1">
          <summary className="cursor-pointer select-none rounded text-sm font-semibold text-stone-700 hover:text-ink">
            Raw record
          </summary>
          <pre
            className="mt-3 max-h-96 overflow-auto rounded-xl bg-stone-900 p-4 text-xs leading-relaxed text-stone-100"
            data-testid="admin-order-raw"
          >
            {JSON.stringify(order.raw, null, 2)}
          </pre>
        </details>
        {statusKey === 'paid' && (
          <Button className="shrink-0" onClick={() => setConfirming(true)} disabled={finishing}>
            {finishing ? 'Finishing...' : 'Finish order'}
          </Button>
        )}
        <Modal
          open={confirming}
          onClose={() => setConfirming(false)}
          title="Finish this order?"
          footer={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button
                onClick={() => {
                  setConfirming(false);
                  onFinish(order.id);
                }}
              >
                Finish order
              </Button>
            </>
          }
        >
          <p>
            Order <span className="font-mono">{order.id}</span> is marked as completed and leaves the active list. The
            customer sees it completed. This cannot be undone.
          </p>
        </Modal>
      </footer>
    </AdminOrderFrame>
  );
}

function Block({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`min-w-0 space-y-1 text-sm text-stone-700 ${className}`}>
      <h4 className="mb-2 font-sans text-xs font-semibold uppercase tracking-wider text-stone-500">{title}</h4>
      {children}
    </section>
  );
}

function Ref({ label, value, plain }: { label: string; value: string | null | undefined; plain?: boolean }) {
  return (
    <p className="flex gap-2">
      <span className="w-24 shrink-0 text-stone-500">{label}</span>
      <span className={`min-w-0 text-ink ${plain ? '' : 'break-all font-mono text-xs leading-5'}`}>{value || '—'}</span>
    </p>
  );
}
