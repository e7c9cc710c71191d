import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Template } from '../../../common/contracts/templates';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { AdminPage, Panel } from '../../features/admin/admin-header';
import { errorMessage } from '../../features/admin/admin-desk';
import { PromptEditor } from '../../features/admin/prompt-editor';
import { useAdminTemplates } from '../../features/admin/api/get-admin-templates';

/** /template-prompt: pick an existing template and edit the prompt it paints with. */
export function TemplatePromptPage() {
  const query = useAdminTemplates();
  const [params, setParams] = useSearchParams();
  const list = query.data ?? [];
  const selected = list.find((t) => t.id === params.get('id')) ?? list[0];
  const pick = (id: string) => setParams({ id }, { replace: true });
  return (
    <AdminPage
      title="Template prompts"
      text="Every style paints from its prompt. Pick a template, refine its prompt, try it on a reference pet, and save."
    >
      {query.isPending ? (
        <Spinner label="Loading templates..." className="py-24" />
      ) : query.isError ? (
        <div role="alert" className="mt-8 rounded-2xl bg-red-50 p-5 text-sm text-red-800 ring-1 ring-red-100">
          Failed to load templates: {errorMessage(query.error)}
          <Button variant="secondary" className="ml-3 px-4 py-1.5" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : !selected ? (
        <p className="mt-8 rounded-2xl bg-white p-8 text-center text-stone-600 ring-1 ring-stone-200">
          No templates yet. Create one on the New template page.
        </p>
      ) : (
        <div className="mt-8 grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
          <TemplatePicker templates={list} selectedId={selected.id} onPick={pick} />
          <Panel
            id="prompt-editor-heading"
            title={selected.name}
            description={selected.hidden ? 'Hidden from the shop.' : 'Live in the shop.'}
          >
            <PromptEditor template={selected} />
          </Panel>
        </div>
      )}
    </AdminPage>
  );
}

/** A select on phones; a list with thumbnails from lg up. */
function TemplatePicker({
  templates,
  selectedId,
  onPick,
}: {
  templates: Template[];
  selectedId: string;
  onPick: (id: string) => void;
}) {
  const selectId = useId();
  return (
    <div>
      <div className="lg:hidden">
        <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-stone-700">
          Template
        </label>
        <select
          id={selectId}
          value={selectedId}
          onChange={(e) => onPick(e.target.value)}
          className={
            'block w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base ' +
            'shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100'
          }
        >
          {templates.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
              {t.hidden ? ' (hidden)' : ''}
            </option>
          ))}
        </select>
      </div>
      <nav
        aria-label="Templates"
        className="hidden rounded-3xl bg-white p-2 shadow-sm ring-1 ring-stone-200/80 lg:block"
      >
        <ul className="max-h-[70vh] space-y-1 overflow-y-auto">
          {templates.map((t) => {
            const active = t.id === selectedId;
            return (
              <li key={t.id}>
                <button
                  type="button"
                  onClick={() => onPick(t.id)}
                  aria-current={active ? 'true' : undefined}
                  className={
                    `flex w-full items-center gap-3 rounded-2xl p-2 text-left ` +
                    `transition ${active ? 'bg-brand-50 ring-1 ring-brand-200' : 'hover:bg-stone-50'}`
                  }
                >
                  <img
                    src={t.image}
                    alt=""
                    className={`h-12 w-10 shrink-0 rounded-lg object-cover ring-1 ring-stone-200 ${t.hidden ? 'opacity-50 grayscale' : ''}`}
                  />
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-semibold text-ink">{t.name}</span>
                    <span className="block text-xs text-stone-600">{t.hidden ? 'Hidden' : 'Live'}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
