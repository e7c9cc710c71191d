import { COLOR_LABELS, SIZE_LABELS, type FrameColor, type FrameSize } from '../../../common/catalog';
import { formatCents } from '../../../common/money';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { usePriceOf } from '../../lib/shop-settings';
import { ColorChoices, SizeChoices } from './frame-choices';
import type { FrameWizard } from './use-frame-wizard';
import { canGoNext } from './wizard-rules';

function Nav({ wizard, nextLabel = 'Next' }: { wizard: FrameWizard; nextLabel?: string }) {
  return (
    <div className="mt-8 flex items-center justify-between gap-3 border-t border-stone-200 pt-6">
      {wizard.step > 1 ? (
        <Button variant="secondary" onClick={wizard.back}>
          Back
        </Button>
      ) : (
        <span />
      )}
      <Button onClick={wizard.next} disabled={!canGoNext(wizard.step, wizard.size, wizard.color)} className="min-w-32">
        {nextLabel}
      </Button>
    </div>
  );
}

export function ChooseSizePanel({ wizard }: { wizard: FrameWizard }) {
  return (
    <>
      <p className="text-stone-600">
        Pick the print size. Every frame comes with an off-white mat, glass and hanging hardware.
      </p>
      <div className="mt-5">
        <SizeChoices value={wizard.size} onChange={wizard.setSize} />
      </div>
      <Nav wizard={wizard} />
    </>
  );
}

export function ChooseColorPanel({ wizard }: { wizard: FrameWizard }) {
  return (
    <>
      <p className="text-stone-600">Choose the moulding. The frame colour is included in the price.</p>
      <div className="mt-5">
        <ColorChoices value={wizard.color} onChange={wizard.setColor} />
      </div>
      <p className="mt-4 text-sm text-stone-500">
        Next creates framed previews of your artwork: the framed print, the print on a wall and a close-up.
      </p>
      <Nav wizard={wizard} nextLabel="Next" />
    </>
  );
}

export function GeneratePanel({ wizard }: { wizard: FrameWizard }) {
  return (
    <>
      {wizard.busy ? (
        <div
          className="flex flex-col items-center rounded-2xl bg-white px-6 py-10 text-center ring-1 ring-stone-200"
          data-testid="mockups-generating"
        >
          <Spinner label="Generating Your Framed Mockups..." className="flex-col text-base font-medium text-ink" />
          <p className="mt-3 text-sm text-stone-500">This usually takes a second or two.</p>
        </div>
      ) : (
        <div className="rounded-2xl bg-white px-6 py-6 ring-1 ring-stone-200">
          <p className="text-stone-700">
            {wizard.mockups
              ? 'Your framed previews are ready.'
              : 'Create framed previews of your artwork in the frame you chose.'}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            {wizard.mockups && <Button onClick={wizard.showReview}>View Mockups</Button>}
            <Button variant={wizard.mockups ? 'secondary' : 'primary'} onClick={() => void wizard.generate()}>
              {wizard.error ? 'Try Again' : wizard.mockups ? 'Generate Again' : 'Generate Mockups'}
            </Button>
          </div>
        </div>
      )}
      <p role="alert" className="mt-4 min-h-6 text-sm font-medium text-red-700" data-testid="mockup-error">
        {wizard.error ?? ''}
      </p>
      <div className="mt-4 flex border-t border-stone-200 pt-6">
        <Button variant="secondary" onClick={wizard.back}>
          Back
        </Button>
      </div>
    </>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-3">
      <dt className="text-stone-600">{term}</dt>
      <dd className="font-medium text-ink">{children}</dd>
    </div>
  );
}

export function ReviewPanel({
  wizard,
  name,
  onCheckout,
}: {
  wizard: FrameWizard;
  name: string;
  onCheckout: () => void;
}) {
  const size = wizard.size as FrameSize;
  const color = wizard.color as FrameColor;
  const priceCentsFor = usePriceOf();
  return (
    <>
      <div className="rounded-2xl bg-white px-5 py-2 ring-1 ring-stone-200" data-testid="order-details">
        <h3 className="pt-3 font-display text-lg font-semibold text-ink">Order details</h3>
        <dl className="divide-y divide-stone-100 text-sm">
          <Detail term="Artwork">{name}</Detail>
          <Detail term="Frame size">{SIZE_LABELS[size]}</Detail>
          <Detail term="Frame color">{COLOR_LABELS[color]}</Detail>
          <Detail term="Shipping">Free</Detail>
          <Detail term="Price">
            <span className="text-base font-semibold">{formatCents(priceCentsFor(size))}</span>
          </Detail>
        </dl>
      </div>
      <div className="mt-8 flex flex-col-reverse gap-3 border-t border-stone-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="secondary" onClick={wizard.back}>
          Back
        </Button>
        <Button onClick={onCheckout} className="px-7 py-3 text-base">
          Proceed to Checkout
        </Button>
      </div>
    </>
  );
}
