import { useDevOutbox } from '../../features/shop-health/api/get-dev-outbox';
import { usePublicConfig } from '../../lib/use-me';
import { Spinner } from '../../components/ui/spinner';
import { Button } from '../../components/ui/button';

/** Development only: the e-mails the shop would have sent (the server does not serve this in production). */
export function OutboxPage() {
  const config = usePublicConfig();
  const outbox = useDevOutbox(config.data?.devOutbox === true);
  if (config.isPending) return <Spinner label="Loading..." className="py-24" />;
  if (!config.data?.devOutbox)
    return <p className="py-24 text-center text-stone-600">The e-mail outbox is only available in development.</p>;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-3xl font-semibold">E-mail outbox</h1>
        <Button variant="secondary" onClick={() => void outbox.refetch()}>
          Refresh
        </Button>
      </div>
      <p className="mt-2 text-sm text-stone-600">
        Messages the shop sent while no SMTP server is configured. Newest first.
      </p>
      {outbox.isPending && <Spinner label="Loading messages..." className="py-12" />}
      {outbox.isError && (
        <p className="py-12 text-red-600">Only the shop's admin can read the outbox. Sign in with the admin account.</p>
      )}
      {outbox.data?.messages.length === 0 && <p className="py-12 text-stone-600">No messages yet.</p>}
      <ul className="mt-6 space-y-4">
        {outbox.data?.messages.map((m) => (
          <li key={m.id} className="rounded-2xl bg-white p-5 ring-1 ring-stone-200" data-testid="outbox-message">
            <p className="text-xs text-stone-500">
              {new Date(m.createdAt).toLocaleString()} · to {m.to} · {m.status}
            </p>
            <h2 className="mt-1 font-sans text-base font-semibold">{m.subject}</h2>
            <pre className="mt-3 whitespace-pre-wrap break-words font-sans text-sm text-stone-700">
              {linkify(m.text)}
            </pre>
          </li>
        ))}
      </ul>
    </section>
  );
}

function linkify(text: string) {
  return text.split(/(https?:\/\/\S+)/g).map((part, i) =>
    /^https?:\/\//.test(part) ? (
      <a key={i} href={part} className="break-all text-brand-700 underline">
        {part}
      </a>
    ) : (
      part
    ),
  );
}
