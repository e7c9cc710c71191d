import { useEffect, useRef } from 'react';
import { DIGITAL } from '../../../../common/catalog';
import { PET_NAME_MAX } from '../../../../common/contracts/lettering';
import type { Template } from '../../../../common/contracts/templates';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ColorOptions, SizeOptions } from './frame-options';
import { OrderSection } from './order-section';
import { OrderSummary } from './order-summary';
import { ORDER_MESSAGES } from './order-rules';
import { PhotoUploadField } from '../../../features/uploads/photo-upload-field';
import { PhotoCheckPanel } from '../../../features/uploads/photo-check-panel';
import { SecondPetSection } from '../../../features/uploads/second-pet-section';
import { GenerationProgress } from '../../../features/generation/generation-progress';
import { LIBRARY_HINT } from '../../../features/generation/job-progress';
import type { useOrderFlow } from './use-order-flow';

type Props = {
  flow: ReturnType<typeof useOrderFlow>;
  template: Template | undefined;
  libraryImage: string | null;
  petNameField: boolean;
};

const SECTION_FOR = { photo: 'order-photo', size: 'order-size', color: 'order-color' } as const;

/** "Add another pet": a second photo, painted beside the first in one portrait for the same token. */
function SecondPet({ flow }: { flow: Props['flow'] }) {
  const pet = flow.secondPet;
  return (
    <SecondPetSection open={pet.open} setOpen={pet.setOpen} disabled={flow.busy} className="mt-4">
      <PhotoUploadField
        photo={pet.photo}
        onFile={pet.choose}
        onReject={pet.reject}
        disabled={flow.busy}
        testId="second-photo-dropzone"
      />
      {pet.photo.uploaded && (
        <PhotoCheckPanel
          upload={pet.photo.uploaded}
          size={flow.size}
          onChooseAnother={pet.choose}
          disabled={flow.busy}
        />
      )}
      <p className="text-sm text-stone-600">
        Both pets are painted side by side in one portrait, for the same 1 token.
      </p>
    </SecondPetSection>
  );
}

/** Upload, size, colour, summary and the one action of the order page. */
export function OrderForm({ flow, template, libraryImage, petNameField }: Props) {
  const resultRef = useRef<HTMLDivElement>(null);
  const problem = flow.problem;
  useEffect(() => {
    if (problem && problem in SECTION_FOR)
      document
        .getElementById(SECTION_FOR[problem as keyof typeof SECTION_FOR])
        ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [problem]);
  const hasResult = Boolean(flow.result);
  useEffect(() => {
    if (hasResult) resultRef.current?.focus();
  }, [hasResult]);

  const digital = flow.size === DIGITAL;
  let n = libraryImage ? 1 : 2;
  const tokens = flow.me?.tokens;

  return (
    <div className="mt-8 space-y-8">
      {libraryImage ? (
        <p
          className={
            'flex items-center gap-2 rounded-2xl bg-emerald-50 px-4 py-3 text-sm font-medium ' +
            'text-emerald-800 ring-1 ring-emerald-200'
          }
          data-testid="library-start"
        >
          <svg viewBox="0 0 20 20" className="h-4 w-4 shrink-0" fill="currentColor" aria-hidden="true">
            <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4l3.3 3.3 7.3-7.3a1 1 0 0 1 1.4 0Z" />
          </svg>
          Your artwork is ready. Choose a size and frame to continue.
        </p>
      ) : (
        <OrderSection
          id="order-photo"
          step={1}
          title="Upload your pet's photo"
          error={problem === 'photo' ? ORDER_MESSAGES.photo : null}
        >
          <PhotoUploadField
            photo={flow.photo}
            onFile={flow.choosePhoto}
            onReject={flow.rejectPhoto}
            disabled={flow.busy}
          />
          {flow.photo.uploaded && (
            <PhotoCheckPanel
              upload={flow.photo.uploaded}
              size={flow.size}
              onChooseAnother={flow.choosePhoto}
              disabled={flow.busy}
            />
          )}
          <SecondPet flow={flow} />
        </OrderSection>
      )}

      {petNameField && !libraryImage && (
        <TextField
          label="Pet name (optional)"
          hint={`We add your pet's name to the portrait: letters, numbers and punctuation, up to ${PET_NAME_MAX} characters.`}
          error={flow.petNameProblem}
          value={flow.petName}
          onChange={(e) => flow.setPetName(e.target.value)}
          placeholder="e.g. Biscuit"
          autoComplete="off"
          data-testid="pet-name"
        />
      )}

      <OrderSection
        id="order-size"
        step={n++}
        title="Choose a size"
        hint="Frame included · free shipping"
        error={problem === 'size' ? ORDER_MESSAGES.size : null}
      >
        <SizeOptions value={flow.size} onChange={flow.setSize} disabled={flow.busy && !hasResult} />
      </OrderSection>

      {!digital && (
        <OrderSection
          id="order-color"
          step={n++}
          title="Choose a frame color"
          error={problem === 'color' ? ORDER_MESSAGES.color : null}
        >
          <ColorOptions value={flow.color} onChange={flow.chooseColor} disabled={flow.busy && !hasResult} />
        </OrderSection>
      )}

      <OrderSummary
        templateName={template?.name ?? 'Custom Portrait'}
        size={flow.size}
        color={flow.color}
        petName={petNameField ? flow.petName : undefined}
      />

      <GenerationProgress job={flow.job} hint={flow.job.kind ? LIBRARY_HINT : null} />

      {flow.result && !libraryImage && (
        <div
          ref={resultRef}
          tabIndex={-1}
          data-testid="order-result"
          className="rounded-2xl bg-emerald-50 p-5 ring-1 ring-emerald-200 focus:outline-none"
        >
          <div className="flex items-center gap-4">
            <img
              src={flow.result.artworkUrl}
              alt=""
              className="h-24 w-20 shrink-0 rounded-lg bg-white object-cover shadow-sm ring-1 ring-emerald-200 lg:hidden"
            />
            <div>
              <p className="font-display text-xl font-semibold text-emerald-900">Your portrait is ready!</p>
              <p className="mt-1 text-sm text-emerald-800">
                {flow.result.mockups.length > 0
                  ? 'Browse the framed views in the preview, then review it and add it to your cart.'
                  : 'Review your artwork, then add it to your cart.'}
              </p>
            </div>
          </div>
          <Button className="mt-4 w-full py-3 text-base" onClick={() => flow.viewArtwork()} disabled={flow.busy}>
            View Your Artwork
          </Button>
        </div>
      )}

      {libraryImage ? (
        <Button className="w-full py-3.5 text-base" onClick={() => void flow.frameLibraryImage()} disabled={flow.busy}>
          {flow.busy ? 'Framing your artwork...' : 'View Your Artwork'}
        </Button>
      ) : (
        <div>
          <Button
            className="w-full py-3.5 text-base"
            variant={hasResult ? 'secondary' : 'primary'}
            onClick={() => void flow.generate()}
            disabled={flow.busy || flow.photo.uploading || Boolean(flow.petNameProblem)}
            data-testid="generate-button"
          >
            {flow.busy
              ? 'Generating...'
              : flow.photo.uploading
                ? 'Uploading photo...'
                : hasResult
                  ? 'Generate Again (1 Token)'
                  : 'Generate Artwork (1 Token)'}
          </Button>
          <p className="mt-3 text-center text-sm text-stone-500">
            {!flow.signedIn
              ? 'Sign in to generate. New accounts get 5 free tokens.'
              : typeof tokens === 'number'
                ? `Each generation uses 1 token. You have ${tokens} ${tokens === 1 ? 'token' : 'tokens'}.`
                : 'Each generation uses 1 token.'}
          </p>
        </div>
      )}
    </div>
  );
}
