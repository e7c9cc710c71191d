import { useId } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { FailureNotice, GenerateControls } from '../../../features/generation/generate-controls';
import { PhotoField } from '../../../features/uploads/photo-field';
import { PhotoCheckPanel } from '../../../features/uploads/photo-check-panel';
import { SecondPetSection } from '../../../features/uploads/second-pet-section';
import { PreviewPane, PreviewPlaceholder } from '../../../features/generation/preview-pane';
import { previewTitle } from '../../../features/generation/preview-title';
import { ResultActions } from '../../../features/generation/result-actions';
import { GenerationProgress } from '../../../features/generation/generation-progress';
import { LIBRARY_HINT } from '../../../features/generation/job-progress';
import { useWhitePortrait } from './use-white-portrait';

const POINTS = [
  'We cut your pet out of the photo',
  'and place it on clean studio white',
  "with your pet's name lettered beneath.",
];

/** "Add another pet": a second photo and name; both pets on white, both names lettered, one token. */
function SecondPet({ second, busy }: { second: ReturnType<typeof useWhitePortrait>['second']; busy: boolean }) {
  return (
    <SecondPetSection open={second.open} setOpen={second.setOpen} disabled={busy}>
      <TextField
        label="Second pet's name"
        name="secondPetName"
        value={second.name}
        autoComplete="off"
        placeholder="e.g. Pepper"
        disabled={busy}
        onChange={(e) => second.setName(e.target.value)}
        hint="Both names are lettered beneath the portrait."
        error={second.error}
      />
      <PhotoField
        label="Your second pet's photo"
        previewUrl={second.photo.previewUrl}
        uploaded={second.photo.uploaded}
        uploading={second.photo.uploading}
        disabled={busy}
        onFile={second.choose}
        testId="second-portrait-dropzone"
      />
      {second.photo.uploaded && (
        <PhotoCheckPanel upload={second.photo.uploaded} onChooseAnother={second.choose} disabled={busy} />
      )}
      <p className="text-sm text-stone-600">Both pets stand side by side on white, for the same 1 token.</p>
    </SecondPetSection>
  );
}

/** /white-background: a clean studio portrait on white with the pet's name (1 token). */
export function WhiteBackgroundPage() {
  const portrait = useWhitePortrait();
  const { photo, busy, result } = portrait;
  const shownPhoto = photo.previewUrl ?? portrait.resumedPhoto;
  const nameError = useId();
  const title = previewTitle({ hasPhoto: Boolean(shownPhoto), hasResult: Boolean(result) }, 'Generated Portrait');
  const imageUrl = result?.processedUrl ?? shownPhoto;
  const safeName =
    portrait.petName
      .trim()
      .replace(/[^a-z0-9]+/gi, '-')
      .toLowerCase() || 'pet';

  return (
    <div className="bg-gradient-to-b from-brand-50 via-cream to-cream">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <header className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Clean, classic, personal</p>
          <h1 className="mt-1 text-4xl font-semibold tracking-tight sm:text-5xl">White Background Portrait</h1>
          <p className="mt-3 text-stone-600">{POINTS.join(' ')}</p>
        </header>

        <div className="mt-8 grid gap-6 sm:mt-10 lg:grid-cols-2 lg:items-start lg:gap-10">
          <div className="lg:sticky lg:top-below-bar">
            <PreviewPane
              testId="portrait-preview"
              title={title}
              imageUrl={imageUrl}
              imageAlt={
                result ? `White background portrait of ${portrait.petName.trim() || 'your pet'}` : 'Your uploaded photo'
              }
              busy={
                busy ? (
                  <GenerationProgress
                    job={portrait.job}
                    variant="overlay"
                    hint={portrait.job.kind === 'final' ? LIBRARY_HINT : 'Please keep this page open.'}
                  />
                ) : null
              }
              placeholder={
                <PreviewPlaceholder text="Upload a photo of your pet and your portrait on white will appear here." />
              }
              footer={
                result ? (
                  <ResultActions
                    imageUrl={result.processedUrl}
                    libraryId={result.libraryId}
                    fileName={`${safeName}-portrait.webp`}
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
            <div>
              <TextField
                label="Pet name"
                name="petName"
                value={portrait.petName}
                autoComplete="off"
                placeholder="e.g. Biscuit"
                disabled={busy}
                invalid={Boolean(portrait.fieldErrors.petName)}
                aria-describedby={portrait.fieldErrors.petName ? nameError : undefined}
                onChange={(e) => portrait.setPetName(e.target.value)}
                hint={
                  portrait.fieldErrors.petName
                    ? undefined
                    : 'Lettered beneath your portrait: letters, numbers and punctuation, up to 40 characters.'
                }
              />
              {portrait.fieldErrors.petName && (
                <p id={nameError} role="alert" className="mt-1.5 text-sm font-medium text-red-600">
                  {portrait.fieldErrors.petName}
                </p>
              )}
            </div>

            <PhotoField
              label="Your pet's photo"
              previewUrl={photo.previewUrl}
              uploaded={photo.uploaded}
              uploading={photo.uploading}
              disabled={busy}
              error={portrait.fieldErrors.photo ?? photo.error ?? undefined}
              onFile={photo.select}
              testId="portrait-dropzone"
            />
            {photo.uploaded && (
              <PhotoCheckPanel upload={photo.uploaded} onChooseAnother={photo.select} disabled={busy} />
            )}
            <SecondPet second={portrait.second} busy={busy} />

            <GenerateControls
              label="Generate"
              busy={busy}
              blocked={!photo.file || Boolean(portrait.fieldErrors.petName || portrait.second.error)}
              onGenerate={() => void portrait.generate()}
              tokens={portrait.tokens}
            />
            {portrait.failure !== null && !busy && (
              <FailureNotice error={portrait.failure} fallback="Failed to generate portrait. Please try again." />
            )}
          </form>
        </div>
      </div>
    </div>
  );
}
