import { useState } from 'react';
import type { Template } from '../../../common/contracts/templates';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { Panel } from './admin-header';
import { errorMessage } from './admin-desk';
import { DeleteTemplateDialog, EditTemplateDialog } from './template-dialogs';
import { useAdminTemplates } from './api/get-admin-templates';
import { useTemplateActions } from './use-admin-templates';

/** Every template, hidden ones too: Hide/Show, Edit (name, description, prompt) and Delete. */
export function TemplateManager() {
  const query = useAdminTemplates();
  const actions = useTemplateActions();
  const [editing, setEditing] = useState<Template | null>(null);
  const [deleting, setDeleting] = useState<Template | null>(null);
  const list = query.data ?? [];
  const hiddenCount = list.filter((t) => t.hidden).length;
  return (
    <Panel
      id="manage-heading"
      title="Manage templates"
      className="mt-8"
      description={
        query.data
          ? `${list.length} templates · ${hiddenCount} hidden. Hidden styles leave the shop but stay ` +
            `valid for existing orders and library images.`
          : undefined
      }
    >
      {query.isPending ? (
        <Spinner label="Loading templates..." className="py-10" />
      ) : query.isError ? (
        <div role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-800 ring-1 ring-red-100">
          Failed to load templates: {errorMessage(query.error)}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      ) : list.length === 0 ? (
        <p className="py-8 text-center text-stone-600">No templates yet. Generate the first one above.</p>
      ) : (
        <ul className="divide-y divide-stone-100" data-testid="admin-templates">
          {list.map((t) => (
            <TemplateRow
              key={t.id}
              template={t}
              busy={actions.pendingId === t.id}
              onToggle={() => void actions.toggleHidden(t)}
              onEdit={() => setEditing(t)}
              onDelete={() => setDeleting(t)}
            />
          ))}
        </ul>
      )}
      <EditTemplateDialog
        key={editing?.id ?? 'closed'}
        template={editing}
        busy={Boolean(editing) && actions.pendingId === editing?.id}
        onClose={() => setEditing(null)}
        onSave={(t, patch) => {
          void actions.save(t.id, patch, `'${patch.name}' was saved.`).then((saved) => saved && setEditing(null));
        }}
      />
      <DeleteTemplateDialog
        template={deleting}
        busy={Boolean(deleting) && actions.pendingId === deleting?.id}
        onCancel={() => setDeleting(null)}
        onConfirm={(t) => {
          void actions.remove(t).then((removed) => removed && setDeleting(null));
        }}
      />
    </Panel>
  );
}

type RowProps = { template: Template; busy: boolean; onToggle: () => void; onEdit: () => void; onDelete: () => void };

function TemplateRow({ template: t, busy, onToggle, onEdit, onDelete }: RowProps) {
  return (
    <li
      className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-5"
      data-testid="admin-template"
      data-template-id={t.id}
    >
      <div className="flex min-w-0 flex-1 items-start gap-4">
        <img
          src={t.image}
          alt={t.name}
          loading="lazy"
          className={`h-20 w-16 shrink-0 rounded-xl object-cover ring-1 ring-stone-200 ${t.hidden ? 'opacity-50 grayscale' : ''}`}
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-sans text-base font-semibold text-ink">{t.name}</h3>
            {t.hidden ? (
              <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-600 ring-1 ring-stone-200">
                Hidden
              </span>
            ) : (
              <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
                Live
              </span>
            )}
          </div>
          <p className="mt-0.5 line-clamp-1 text-sm text-stone-600">{t.description}</p>
          <p className="mt-1 line-clamp-2 text-xs text-stone-500">
            <span className="font-semibold text-stone-600">Prompt:</span> {t.prompt}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 pl-20 sm:pl-0">
        <Button
          variant="secondary"
          className="px-4 py-2"
          onClick={onToggle}
          disabled={busy}
          aria-label={`${t.hidden ? 'Show' : 'Hide'} ${t.name}`}
        >
          {t.hidden ? 'Show' : 'Hide'}
        </Button>
        <Button
          variant="secondary"
          className="px-4 py-2"
          onClick={onEdit}
          disabled={busy}
          aria-label={`Edit ${t.name}`}
        >
          Edit
        </Button>
        <Button
          variant="danger"
          className="px-4 py-2"
          onClick={onDelete}
          disabled={busy}
          aria-label={`Delete ${t.name}`}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}
