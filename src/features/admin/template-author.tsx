import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { Panel } from './admin-header';
import { TextAreaField } from '../../components/ui/text-area-field';
import { useTemplateAuthor, type Draft, type Phase } from './use-template-author';

/** /upload-template's authoring area: the prompt on one side, the preview to upload on the other. */
export function TemplateAuthor() {
  const author = useTemplateAuthor();
  const { prompt, setPrompt, draft, phase, busy } = author;
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start">
      <Panel
        id="prompt-heading"
        title="1. Describe the style"
        description="A random dog or cat from the reference folder is painted with your prompt."
      >
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy) void author.generate();
          }}
        >
          <TextAreaField
            label="Prompt"
            name="prompt"
            rows={6}
            value={prompt}
            maxLength={2000}
            onChange={(e) => setPrompt(e.target.value)}
            placeholder="e.g. A pirate captain on a stormy sea, oil on canvas, dramatic light"
            hint="Describe the scene, costume and painting technique. The pet's likeness is kept."
            error={author.errors.prompt}
          />
          <Button type="submit" className="mt-5 w-full py-3 text-base" disabled={busy} aria-busy={busy || undefined}>
            {phase === 'generating' ? 'Generating...' : 'Generate'}
          </Button>
        </form>
      </Panel>
      <Panel
        id="preview-heading"
        title="2. Preview and upload"
        description="Check the name and description, then add the style to the shop."
      >
        <DraftPreview draft={draft} phase={phase} />
        {draft && (
          <form
            className="mt-6 space-y-4"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void author.upload();
            }}
          >
            <TextField
              label="Name"
              name="name"
              value={draft.name}
              maxLength={80}
              onChange={(e) => author.editDraft({ name: e.target.value })}
              invalid={!draft.name.trim()}
              error={author.errors.name}
            />
            <div>
              <p className="mb-1.5 text-sm font-medium text-stone-700">Short text</p>
              <p
                className="rounded-xl bg-stone-50 px-3.5 py-2.5 text-sm text-stone-700 ring-1 ring-stone-200"
                data-testid="draft-short"
              >
                {draft.short}
              </p>
            </div>
            <TextAreaField
              label="Description"
              name="description"
              rows={4}
              maxLength={600}
              value={draft.description}
              onChange={(e) => author.editDraft({ description: e.target.value })}
              invalid={!draft.description.trim()}
              error={author.errors.description}
            />
            <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={author.reset} disabled={phase === 'uploading'}>
                Discard
              </Button>
              <Button type="submit" disabled={busy}>
                {phase === 'uploading' ? 'Uploading...' : 'Upload to templates'}
              </Button>
            </div>
          </form>
        )}
      </Panel>
    </div>
  );
}

/** The preview image: the painted portrait, replaced by the framed mockup once it arrives. */
function DraftPreview({ draft, phase }: { draft: Draft | null; phase: Phase }) {
  const shown = draft?.mockupUrl ?? draft?.imageUrl;
  return (
    <div>
      <div className="relative mx-auto aspect-[4/5] w-full max-w-sm overflow-hidden rounded-2xl bg-stone-100 ring-1 ring-stone-200">
        {shown ? (
          <img
            src={shown}
            alt={draft?.mockupUrl ? `${draft.name} in a black frame (mockup)` : `${draft?.name} preview`}
            data-testid="draft-image"
            data-kind={draft?.mockupUrl ? 'mockup' : 'painted'}
            className={`h-full w-full object-cover transition duration-300 ${phase === 'mockup' ? 'opacity-70' : ''}`}
          />
        ) : phase === 'generating' ? (
          <Spinner label="Painting the preview..." className="h-full" />
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-2 px-8 text-center text-stone-600">
            <svg
              viewBox="0 0 24 24"
              className="h-10 w-10 text-stone-300"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              aria-hidden="true"
            >
              <rect x="3" y="4" width="18" height="16" rx="2" />
              <path d="m3 16 5-5 4 4 3-3 6 6" />
              <circle cx="15.5" cy="8.5" r="1.5" />
            </svg>
            <p className="text-sm">Your preview appears here after you press Generate.</p>
          </div>
        )}
        {phase === 'mockup' && (
          <Spinner
            label="Generating mockup..."
            className="absolute inset-x-4 bottom-4 rounded-full bg-white/95 px-4 py-2 text-sm shadow ring-1 ring-stone-200"
          />
        )}
      </div>
      {draft?.mockupUrl && (
        <div className="mx-auto mt-4 flex max-w-sm items-center gap-3 rounded-2xl bg-stone-50 p-3 ring-1 ring-stone-200">
          <img
            src={draft.imageUrl}
            alt={`${draft.name}: the card customers see`}
            className="h-16 w-[3.2rem] shrink-0 rounded-lg object-cover ring-1 ring-stone-200"
          />
          <p className="text-xs text-stone-600">
            <strong className="block text-sm font-semibold text-ink">Card image</strong>
            The painted portrait is what visitors see on the style card; the mockup above is a preview only.
          </p>
        </div>
      )}
    </div>
  );
}
