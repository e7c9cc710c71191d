import { useEffect, useRef } from 'react';
import toast from '../../lib/toast';
import { useDocumentTitle } from '../../lib/document-title';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Spinner } from '../../components/ui/spinner';
import { useCart } from '../../features/cart/cart-context';
import { FramePreview } from '../../features/framing/frame-preview';
import { MockupCarousel } from '../../features/framing/mockup-carousel';
import { stateImageUrl, useFrameSource } from '../../features/framing/use-frame-source';
import { useFrameWizard } from '../../features/framing/use-frame-wizard';
import { frameChoiceFor } from '../../features/framing/frame-memory';
import { ChooseColorPanel, ChooseSizePanel, GeneratePanel, ReviewPanel } from '../../features/framing/wizard-panels';
import { WIZARD_STEPS } from '../../features/framing/wizard-rules';
import { WizardSteps } from '../../features/framing/wizard-steps';

const TOAST = { duration: 6000 };

function NoImage() {
  useEffect(() => {
    toast.error('No image provided for framing.', { ...TOAST, id: 'no-image-for-framing' });
  }, []);
  return <Navigate to="/library" replace />;
}

/**
 * /frame-customizer/{id}: the four-step framing wizard (docs/spec/shop.md §2 Framing wizard;
 * docs/spec/commerce.md §4, steps 3 and 4).
 */
export function FrameWizardPage() {
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const source = useFrameSource(id, stateImageUrl(location.state));
  const imageUrl = source.status === 'ready' ? source.imageUrl : null;
  const wizard = useFrameWizard(imageUrl, source.status === 'ready' ? frameChoiceFor(id, source.size) : null);
  const cart = useCart();
  const { reset } = wizard;
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  const steps = useRef<HTMLDivElement>(null);

  const libraryFailed = source.status === 'ready' && source.libraryFailed;
  useEffect(() => {
    if (!libraryFailed) return;
    toast.error('Failed to load image from library.', { ...TOAST, id: `library-${id}` });
    reset();
  }, [libraryFailed, id, reset]);

  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    // Keyboard and screen-reader users land on the new step; the page scrolls back to the steps.
    heading.current?.focus({ preventScroll: true });
    steps.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [wizard.step]);

  useDocumentTitle('Frame Your Artwork');

  if (source.status === 'loading') return <Spinner label="Loading image..." className="py-32" />;
  if (source.status === 'missing') return <NoImage />;

  const name = source.name || 'Custom Portrait';
  const checkout = () => {
    if (!wizard.mockups || !wizard.size || !wizard.color) return;
    cart.add(
      {
        artworkUrl: source.imageUrl,
        originalUrl: source.originalUrl,
        size: wizard.size,
        color: wizard.color,
        templateName: name,
        mockupUrls: wizard.mockups,
      },
      { silent: true },
    );
    void navigate('/cart');
  };
  const review = wizard.step === 4 && wizard.mockups;
  const title = review ? 'Your Framed Artwork is Ready!' : WIZARD_STEPS[wizard.step - 1];

  return (
    <div className="bg-gradient-to-b from-brand-50 via-cream to-cream" data-testid="frame-wizard">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <header>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Framed print</p>
          <h1 className="mt-1 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">Frame Your Artwork</h1>
          <p className="mt-2 text-stone-600">{name}</p>
        </header>
        <div ref={steps} className="mt-6 scroll-mt-24 rounded-2xl bg-white/70 px-4 py-4 ring-1 ring-stone-200/80">
          <WizardSteps current={wizard.step} />
        </div>
        <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-12">
          <div className="lg:sticky lg:top-below-bar">
            {review ? (
              <MockupCarousel images={wizard.mockups!} title="Your framed artwork" />
            ) : (
              <FramePreview imageUrl={source.imageUrl} size={wizard.size} color={wizard.color} />
            )}
          </div>
          <section aria-labelledby="wizard-step-title" className="min-w-0">
            <p className="text-sm font-medium text-stone-500">
              Step {wizard.step} of {WIZARD_STEPS.length}
            </p>
            <h2
              id="wizard-step-title"
              ref={heading}
              tabIndex={-1}
              className="mt-1 text-2xl font-semibold text-ink outline-none sm:text-3xl"
            >
              {title}
            </h2>
            <div className="mt-4">
              {wizard.step === 1 && <ChooseSizePanel wizard={wizard} />}
              {wizard.step === 2 && <ChooseColorPanel wizard={wizard} />}
              {(wizard.step === 3 || (wizard.step === 4 && !review)) && <GeneratePanel wizard={wizard} />}
              {review && <ReviewPanel wizard={wizard} name={name} onCheckout={checkout} />}
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}
