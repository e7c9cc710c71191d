import { Navigate, useLocation, useParams } from 'react-router-dom';
import { DIGITAL, PET_NAME_TEMPLATE_ID } from '../../../../common/catalog';
import type { Template } from '../../../../common/contracts/templates';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/document-title';
import { HowItWorks } from '../../../features/content/how-it-works';
import { useTemplate } from '../../../features/templates/api/get-template';
import { useTemplates } from '../../../features/templates/api/get-templates';
import { CheckoutBanner } from './checkout-banner';
import { OrderForm } from './order-form';
import { OrderPreview } from './order-preview';
import { OrderSteps } from './order-steps';
import { TemplateCarousel } from '../../../features/templates/template-carousel';
import { useOrderFlow } from './use-order-flow';

type NavState = { template?: Template; imageUrl?: string; templateName?: string } | null;

function readState(state: unknown): { template?: Template; imageUrl: string | null } {
  const s = state as NavState | undefined;
  const template =
    s?.template && typeof s.template === 'object' && typeof s.template.id === 'string' ? s.template : undefined;
  const imageUrl = typeof s?.imageUrl === 'string' && s.imageUrl ? s.imageUrl : null;
  return { template, imageUrl };
}

/** /create/{templateId}: the template order/customize page (docs/spec/shop.md §2, 'Template order/customize page'). */
export function OrderPage() {
  const { templateId } = useParams();
  const location = useLocation();
  const nav = readState(location.state);
  // A new template or a new library image starts a fresh order.
  return <OrderScreen key={`${templateId ?? ''}|${nav.imageUrl ?? ''}`} templateId={templateId} nav={nav} />;
}

function OrderScreen({ templateId, nav }: { templateId: string | undefined; nav: ReturnType<typeof readState> }) {
  const query = useTemplate(templateId, nav.template);
  const template = query.data;
  const all = useTemplates();
  const flow = useOrderFlow(template, nav.imageUrl);

  const title = template?.name;
  useDocumentTitle(title ? `Create your ${title}` : 'Frame your artwork');

  if (!template && !nav.imageUrl) {
    if (query.isPending && templateId) return <Spinner label="Loading template..." className="py-32" />;
    return <Navigate to="/" replace />;
  }

  const hasPhoto = Boolean(nav.imageUrl || flow.photo.file || flow.resumedPhoto);
  const choicesDone = Boolean(flow.size && (flow.size === DIGITAL || flow.color));
  const step = flow.result && !nav.imageUrl ? 4 : !hasPhoto ? 1 : !choicesDone ? 2 : 3;

  return (
    <div data-testid="order-page">
      <div className="mx-auto max-w-6xl px-4 pb-6 pt-8 sm:px-6 sm:pt-12">
        <CheckoutBanner />
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-12">
          <div className="lg:sticky lg:top-below-bar">
            <OrderPreview
              template={template}
              libraryImage={nav.imageUrl}
              photoPreview={flow.photo.previewUrl ?? flow.resumedPhoto}
              result={flow.result}
              job={flow.job}
            />
          </div>
          <div className="min-w-0">
            <header>
              <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">
                {template?.subtitle ?? 'Your artwork'}
              </p>
              <h1 className="mt-1.5 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
                {template?.name ?? 'Frame your artwork'}
              </h1>
              <p className="mt-3 text-base leading-relaxed text-stone-700 sm:text-lg">
                {template?.description ?? 'Choose a size and a frame for the portrait from your library.'}
              </p>
            </header>
            <div className="mt-6 rounded-2xl bg-white/70 px-4 py-3 ring-1 ring-stone-200/80">
              <OrderSteps current={step} fromLibrary={Boolean(nav.imageUrl)} />
            </div>
            <OrderForm
              flow={flow}
              template={template}
              libraryImage={nav.imageUrl}
              petNameField={template?.id === PET_NAME_TEMPLATE_ID}
            />
          </div>
        </div>
      </div>
      <HowItWorks />
      <TemplateCarousel templates={all.data} current={template} />
    </div>
  );
}
