import { useEffect, useId, useRef } from 'react';
import { useTemplates } from '../../../features/templates/api/get-templates';
import { FailureNotice, GenerateControls } from '../../../features/generation/generate-controls';
import { PhotoField } from '../../../features/uploads/photo-field';
import { PreviewPane, PreviewPlaceholder } from '../../../features/generation/preview-pane';
import { canGenerate, previewTitle } from '../../../features/generation/preview-title';
import { ResultActions } from '../../../features/generation/result-actions';
import { useImageEditor } from './use-image-editor';
import { GenerationProgress } from '../../../features/generation/generation-progress';
import { LIBRARY_HINT } from '../../../features/generation/job-progress';
import { OutlineIcon } from '../../../components/ui/outline-icon';
import { useEditPreview } from '../../../features/generation/use-edit-preview';
import { EditPreviewLine } from '../../../features/generation/edit-preview-line';

/** /ai-editor: upload a pet photo, describe a costume or scene, and paint it (1 token). */
export function EditorPage() {
  const editor = useImageEditor();
  const templates = useTemplates();
  const sample = templates.data?.[0];
  const { photo, stage, result } = editor;
  const busy = stage === 'uploading' || stage === 'working';
  const promptId = useId();
  const promptError = useId();
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  // What the painter will draw from these words, once the photo is uploaded (no token is spent).
  const read = useEditPreview(photo.uploaded?.url ?? null, editor.prompt);

  useEffect(() => {
    // On a phone the preview is above the form: bring the finished image into view.
    if (stage !== 'done' || !previewRef.current) return;
    const top = previewRef.current.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight * 0.6)
      previewRef.current.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [stage]);

  const shownPhoto = photo.previewUrl ?? editor.resumedPhoto;
  const title = previewTitle({ hasPhoto: Boolean(shownPhoto), hasResult: Boolean(result) }, 'Edited Image');
  const imageUrl = result?.processedUrl ?? shownPhoto ?? sample?.image ?? null;
  const imageAlt = result
    ? 'Your edited pet image'
    : shownPhoto
      ? 'Your uploaded photo'
      : sample
        ? `Sample portrait: ${sample.name}`
        : '';

  const onGenerate = async () => {
    const ok = await editor.generate();
    if (!ok && editor.prompt.trim() === '' && photo.file) promptRef.current?.focus();
  };

  return (
    <div className="bg-gradient-to-b from-brand-50 via-cream to-cream">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <header className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Costumes, scenes and more</p>
          <h1 className="mt-1 text-4xl font-semibold tracking-tight sm:text-5xl">AI Image Editor</h1>
          <p className="mt-3 text-stone-600">
            Upload a photo of your pet, describe a costume or a scene, and our AI paints it for you. Every result is
            saved to your library.
          </p>
        </header>

        <div className="mt-8 grid gap-6 sm:mt-10 lg:grid-cols-2 lg:items-start lg:gap-10">
          <div ref={previewRef} className="scroll-mt-20 lg:sticky lg:top-below-bar">
            <PreviewPane
              title={title}
              imageUrl={imageUrl}
              imageAlt={imageAlt}
              busy={
                busy ? (
                  <GenerationProgress
                    job={editor.job}
                    hint={editor.job.kind ? LIBRARY_HINT : 'This usually takes a few seconds.'}
                    variant="overlay"
                  />
                ) : null
              }
              placeholder={
                templates.isPending ? (
                  <span
                    className="h-10 w-10 animate-spin rounded-full border-4 border-stone-200 border-t-brand-500"
                    aria-hidden="true"
                  />
                ) : (
                  <PreviewPlaceholder text="Upload a photo of your pet to see it here." />
                )
              }
              footer={
                result ? (
                  <ResultActions
                    imageUrl={result.processedUrl}
                    libraryId={result.libraryId}
                    fileName="pawtrait-edit.webp"
                  />
                ) : undefined
              }
            />
          </div>

          <form
            noValidate
            onSubmit={(e) => e.preventDefault()}
            className="space-y-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200/80 sm:p-8"
          >
            <PhotoField
              label="1. Your pet's photo"
              previewUrl={photo.previewUrl}
              uploaded={photo.uploaded}
              uploading={photo.uploading}
              disabled={busy}
              error={editor.fieldErrors.photo ?? photo.error ?? undefined}
              onFile={photo.select}
              testId="editor-dropzone"
            />

            <div>
              <div className="mb-2 flex items-end justify-between gap-3">
                <label htmlFor={promptId} className="text-sm font-semibold text-ink">
                  2. Describe the costume or scene
                </label>
                <button
                  type="button"
                  onClick={editor.shuffle}
                  disabled={busy}
                  className={
                    'inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1.5 text-sm ' +
                    'font-semibold text-brand-700 ring-1 ring-brand-100 transition hover:bg-brand-100 disabled:opacity-50'
                  }
                >
                  <OutlineIcon className="h-4 w-4">
                    <path
                      d="M16 3h5v5M4 20 21 3M21 16v5h-5M15 15l6 6M4 4l5 5"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </OutlineIcon>
                  Shuffle
                  <span className="sr-only"> prompt: pick a random idea</span>
                </button>
              </div>
              <textarea
                ref={promptRef}
                id={promptId}
                rows={4}
                value={editor.prompt}
                disabled={busy}
                onChange={(e) => editor.changePrompt(e.target.value)}
                placeholder="e.g. Dress my pet as a pirate captain on a ship deck"
                aria-invalid={Boolean(editor.fieldErrors.prompt) || undefined}
                aria-describedby={editor.fieldErrors.prompt ? promptError : undefined}
                className={
                  `block w-full resize-y rounded-xl border bg-white px-3.5 py-2.5 text-base leading-relaxed ` +
                  `shadow-sm outline-none transition placeholder:text-stone-400 focus:ring-2 ` +
                  `disabled:bg-stone-50 sm:text-sm ${
                    editor.fieldErrors.prompt
                      ? 'border-red-500 focus:ring-red-200'
                      : 'border-stone-300 focus:border-brand-500 focus:ring-brand-100'
                  }`
                }
              />
              {editor.fieldErrors.prompt && (
                <p id={promptError} role="alert" className="mt-2 text-sm font-medium text-red-600">
                  {editor.fieldErrors.prompt}
                </p>
              )}
              <EditPreviewLine preview={read.preview} pending={read.pending} />
            </div>

            <GenerateControls
              label="Generate"
              busy={busy}
              blocked={!canGenerate({ hasPhoto: Boolean(photo.file), stage })}
              onGenerate={() => void onGenerate()}
              tokens={editor.tokens}
            />
            {stage === 'failed' && (
              <FailureNotice error={editor.error} fallback="Failed to edit image. Please try again." />
            )}
          </form>
        </div>
      </div>
    </div>
  );
}
