import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTemplates } from '../../../features/templates/api/get-templates';
import { useDocumentTitle } from '../../../lib/document-title';
import { PhotoUploadField } from '../../../features/uploads/photo-upload-field';
import { PhotoCheckPanel } from '../../../features/uploads/photo-check-panel';
import { DashboardResultPanel } from './dashboard-result';
import { DASHBOARD_MESSAGES } from './dashboard-rules';
import { GenerateCard } from './generate-card';
import { StyleGrid } from '../../../features/templates/style-grid';
import { useDashboardGenerate } from './use-dashboard-generate';

function stateTemplateId(state: unknown): string | null {
  const id = (state as { templateId?: unknown } | null)?.templateId;
  return typeof id === 'string' && id ? id : null;
}

function Card({
  id,
  step,
  title,
  children,
  error,
  className = '',
}: {
  id: string;
  step: number;
  title: string;
  children: ReactNode;
  error?: string | null;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      aria-describedby={error ? `${id}-error` : undefined}
      id={id}
      className={
        `scroll-mt-24 rounded-3xl bg-white p-5 shadow-sm ring-1 ` +
        `sm:p-6 ${error ? 'ring-2 ring-red-400' : 'ring-stone-200/80'} ${className}`
      }
    >
      <h2 id={`${id}-heading`} className="flex items-center gap-2.5 text-xl font-semibold">
        <span
          className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-500 font-sans text-sm font-semibold text-white"
          aria-hidden="true"
        >
          {step}
        </span>
        {title}
      </h2>
      {error && (
        <p
          role="alert"
          id={`${id}-error`}
          className="mt-2 text-sm font-medium text-red-700"
          data-testid={`${id}-error`}
        >
          {error}
        </p>
      )}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** /dashboard: the photo upload and style screen — upload, pick a style (or write a prompt), generate. */
export function DashboardPage() {
  const location = useLocation();
  const templates = useTemplates();
  const [selectedId, setSelectedId] = useState<string | null>(() => stateTemplateId(location.state));
  const gen = useDashboardGenerate();
  const selected = templates.data?.find((t) => t.id === selectedId);

  useDocumentTitle('Create a portrait');
  useEffect(() => {
    if (gen.problem)
      document
        .getElementById(gen.problem === 'photo' ? 'dash-photo' : 'dash-style')
        ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [gen.problem]);

  const select = (id: string | null) => {
    setSelectedId(id);
    if (id) gen.clearStyleProblem();
  };
  const tokens = gen.me?.tokens;

  return (
    <div className="bg-gradient-to-b from-brand-50 via-cream to-cream" data-testid="dashboard-page">
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6 sm:py-14">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Studio</p>
            <h1 className="mt-1.5 text-4xl font-semibold tracking-tight sm:text-5xl">Create a portrait</h1>
            <p className="mt-3 max-w-xl text-lg text-stone-600">
              Upload your pet's photo, pick a style, and our AI paints the portrait in seconds.
            </p>
          </div>
          <p className="w-fit shrink-0 rounded-full bg-white px-4 py-2 text-sm text-stone-600 shadow-sm ring-1 ring-stone-200">
            You have{' '}
            <strong className="font-semibold text-ink" data-testid="dashboard-tokens">
              {typeof tokens === 'number' ? `${tokens} ${tokens === 1 ? 'token' : 'tokens'}` : '—'}
            </strong>
          </p>
        </header>

        {gen.result && <DashboardResultPanel result={gen.result} />}

        <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,380px)_minmax(0,1fr)] lg:items-start lg:gap-8">
          <div className="contents lg:sticky lg:top-below-bar lg:flex lg:flex-col lg:gap-6">
            <Card
              id="dash-photo"
              step={1}
              title="Upload your pet photo"
              className="order-1"
              error={gen.problem === 'photo' ? DASHBOARD_MESSAGES.photo : null}
            >
              <PhotoUploadField
                photo={gen.photo}
                onFile={gen.choosePhoto}
                onReject={gen.rejectPhoto}
                disabled={gen.busy}
                testId="dashboard-dropzone"
              />
              {gen.photo.uploaded && (
                <PhotoCheckPanel upload={gen.photo.uploaded} onChooseAnother={gen.choosePhoto} disabled={gen.busy} />
              )}
            </Card>
            <GenerateCard gen={gen} selected={selected} onClearStyle={() => select(null)} className="order-3" />
          </div>
          <Card
            id="dash-style"
            step={2}
            title="Choose a style"
            className="order-2"
            error={gen.problem === 'style' ? DASHBOARD_MESSAGES.style : null}
          >
            <StyleGrid
              templates={templates.data}
              loading={templates.isPending}
              failed={templates.isError && !templates.data}
              selectedId={selectedId}
              onSelect={select}
              disabled={gen.busy}
            />
          </Card>
        </div>
      </div>
    </div>
  );
}
