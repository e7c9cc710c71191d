import type { Template } from '../../../common/contracts/templates';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { TextAreaField } from '../../components/ui/text-area-field';
import { usePromptEditor } from './use-prompt-editor';

/** The prompt of one template, its current image and an optional new preview painted with the edited prompt. */
export function PromptEditor({ template }: { template: Template }) {
  const ed = usePromptEditor(template);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void ed.save();
      }}
    >
      <div className="grid grid-cols-2 gap-3 sm:gap-5">
        <Figure label="Current image" src={template.image} alt={`${template.name} current image`} />
        <figure>
          <div className="relative aspect-[4/5] overflow-hidden rounded-2xl bg-stone-100 ring-1 ring-stone-200">
            {ed.newImage ? (
              <img
                src={ed.newImage}
                alt={`${template.name} new preview`}
                data-testid="new-preview"
                className={`h-full w-full object-cover ${ed.generating ? 'opacity-50' : ''}`}
              />
            ) : !ed.generating ? (
              <p className="flex h-full items-center justify-center px-4 text-center text-xs text-stone-600 sm:text-sm">
                Try the prompt on a reference pet to see a new preview here.
              </p>
            ) : null}
            {ed.generating && <Spinner label="Painting..." className="absolute inset-0 bg-white/60 text-sm" />}
          </div>
          <figcaption className="mt-2 flex items-center justify-between gap-2 text-xs font-medium text-stone-600 sm:text-sm">
            New preview
            {ed.newImage && !ed.generating && (
              <button
                type="button"
                onClick={ed.discardImage}
                className="rounded text-xs font-semibold text-stone-500 underline hover:text-ink"
              >
                Discard
              </button>
            )}
          </figcaption>
        </figure>
      </div>
      <TextAreaField
        className="mt-6"
        label="Prompt"
        name="prompt"
        rows={7}
        maxLength={3000}
        value={ed.prompt}
        invalid={!ed.prompt.trim()}
        error={ed.promptError}
        onChange={(e) => ed.setPrompt(e.target.value)}
        hint="Saving updates the style for every new portrait. Existing orders and library images are not changed."
      />
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button variant="secondary" onClick={() => void ed.regenerate()} disabled={ed.generating || ed.saving}>
          {ed.generating ? 'Generating...' : ed.newImage ? 'Generate again' : 'Preview with this prompt'}
        </Button>
        <div className="flex flex-col-reverse gap-3 sm:ml-auto sm:flex-row">
          <Button variant="ghost" onClick={ed.revert} disabled={!ed.dirty || ed.saving}>
            Revert
          </Button>
          <Button type="submit" disabled={!ed.dirty || ed.saving || ed.generating}>
            {ed.saving ? 'Saving...' : ed.newImage ? 'Save prompt and image' : 'Save prompt'}
          </Button>
        </div>
      </div>
    </form>
  );
}

function Figure({ label, src, alt }: { label: string; src: string; alt: string }) {
  return (
    <figure>
      <div className="aspect-[4/5] overflow-hidden rounded-2xl bg-stone-100 ring-1 ring-stone-200">
        <img src={src} alt={alt} className="h-full w-full object-cover" />
      </div>
      <figcaption className="mt-2 text-xs font-medium text-stone-600 sm:text-sm">{label}</figcaption>
    </figure>
  );
}
