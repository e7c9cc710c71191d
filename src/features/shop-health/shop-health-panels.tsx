import type { ReactNode } from 'react';
import type { ShopHealth } from './api/get-shop-health';

const bytes = (n: number | null) => {
  if (n === null) return 'not measured';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let v = n;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u++;
  }
  return `${v.toFixed(u === 0 ? 0 : 1)} ${units[u]}`;
};
const wait = (s: number | null) =>
  s === null ? '—' : s < 120 ? `${s} s` : s < 7200 ? `${Math.round(s / 60)} min` : `${Math.round(s / 3600)} h`;
const when = (iso: string) => new Date(iso).toLocaleString();

function Card({
  title,
  id,
  children,
  tone = 'ok',
}: {
  title: string;
  id: string;
  children: ReactNode;
  tone?: 'ok' | 'warn';
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-3xl bg-white p-5 shadow-sm ring-1 sm:p-6 ${tone === 'warn' ? 'ring-amber-300' : 'ring-stone-200/80'}`}
    >
      <h2 id={id} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      <div className="mt-3 text-sm text-stone-700">{children}</div>
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className="text-stone-500">{children}</p>;

/** The health page's sections: queues, failures, orders needing attention, e-mail and sizes. */
export function ShopHealthPanels({ health }: { health: ShopHealth }) {
  const { queues, failedLastDay, ordersNeedingAttention, email, storage } = health;
  return (
    <div className="mt-8 grid gap-5 md:grid-cols-2">
      <Card
        title="Image queues"
        id="health-queues"
        tone={queues.some((q) => (q.oldestWaitSeconds ?? 0) > 120) ? 'warn' : 'ok'}
      >
        {queues.length === 0 ? (
          <Empty>No image work waiting or running.</Empty>
        ) : (
          <table className="w-full text-left">
            <thead className="text-xs uppercase tracking-wide text-stone-500">
              <tr>
                <th scope="col" className="py-1 pr-3 font-semibold">
                  Kind
                </th>
                <th scope="col" className="py-1 pr-3 font-semibold">
                  Queued
                </th>
                <th scope="col" className="py-1 pr-3 font-semibold">
                  Running
                </th>
                <th scope="col" className="py-1 font-semibold">
                  Oldest wait
                </th>
              </tr>
            </thead>
            <tbody>
              {queues.map((q) => (
                <tr key={q.kind} className="border-t border-stone-100">
                  <th scope="row" className="py-1.5 pr-3 font-medium">
                    {q.kind}
                  </th>
                  <td className="py-1.5 pr-3 tabular-nums">{q.queued}</td>
                  <td className="py-1.5 pr-3 tabular-nums">{q.running}</td>
                  <td className="py-1.5 tabular-nums">{wait(q.oldestWaitSeconds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      <Card title="Jobs failed in the last 24 hours" id="health-failed" tone={failedLastDay.length > 0 ? 'warn' : 'ok'}>
        {failedLastDay.length === 0 ? (
          <Empty>No failed jobs.</Empty>
        ) : (
          <ul className="space-y-2">
            {failedLastDay.map((f) => (
              <li key={`${f.kind}-${f.reason}`} className="flex items-start justify-between gap-3">
                <span>
                  <span className="font-medium">{f.kind}</span>: {f.reason}
                </span>
                <span className="shrink-0 rounded-full bg-stone-100 px-2 py-0.5 tabular-nums">{f.count}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card
        title="Orders needing attention"
        id="health-orders"
        tone={ordersNeedingAttention.length > 0 ? 'warn' : 'ok'}
      >
        {ordersNeedingAttention.length === 0 ? (
          <Empty>No order needs you.</Empty>
        ) : (
          <ul className="space-y-2">
            {ordersNeedingAttention.map((o) => (
              <li key={o.id}>
                <span className="font-mono text-xs">{o.id}</span>{' '}
                <span className="text-stone-500">
                  ({o.status}, {when(o.updatedAt)})
                </span>
                <p>{o.attention}</p>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="E-mail" id="health-email" tone={email.backlog > 0 || email.failed > 0 ? 'warn' : 'ok'}>
        <dl className="grid grid-cols-2 gap-2">
          <dt>Waiting to be sent</dt>
          <dd className="tabular-nums">{email.backlog}</dd>
          <dt>Failed</dt>
          <dd className="tabular-nums">{email.failed}</dd>
        </dl>
        <p className="mt-3">
          {email.lastError
            ? `Last delivery error (${when(email.lastError.at)}): ${email.lastError.message}`
            : 'No delivery errors.'}
        </p>
      </Card>
      <Card title="Storage" id="health-storage">
        <dl className="grid grid-cols-2 gap-2">
          <dt>Database</dt>
          <dd className="tabular-nums">{bytes(storage.databaseBytes)}</dd>
          <dt>File store</dt>
          <dd className="tabular-nums">
            {storage.fileBytes === null
              ? 'on S3 (see the bucket)'
              : `${bytes(storage.fileBytes)} in ${storage.fileCount ?? 0} files`}
          </dd>
        </dl>
      </Card>
    </div>
  );
}
