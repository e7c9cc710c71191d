import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { FRAME_SIZES, SIZE_LABELS, type FrameSize } from '../../../common/catalog';
import { formatCents } from '../../../common/money';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { usePriceOf } from '../../lib/shop-settings';
import { useDocumentTitle } from '../../lib/document-title';
import { TextField } from '../../components/ui/text-field';
import { FramedViews } from '../../features/framing/framed-views';
import { stateImageUrl, useFrameSource } from '../../features/framing/use-frame-source';
import { useFramePreview } from '../../features/framing/use-frame-preview';

/**
 * /frame/{id}: artwork URL, size buttons, black frames only, the composed preview, Back (docs/spec/shop.md §2,
 * Frame-your-artwork page).
 */
export function FrameArtworkPage() {
  const priceCentsFor = usePriceOf();
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const source = useFrameSource(id, stateImageUrl(location.state));
  const [url, setUrl] = useState<string | null>(null);
  const [size, setSize] = useState<FrameSize | null>(null);
  const preview = useFramePreview();
  const sourceUrl = source.status === 'ready' ? source.imageUrl : '';
  const value = url ?? sourceUrl;

  useDocumentTitle('Frame Your Artwork');

  const choose = (s: FrameSize) => {
    setSize(s);
    void preview.compose(value, s);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void preview.compose(value, size);
  };
  const stale = preview.views && preview.views.key !== `${value.trim()}|${size}`;

  return (
    <div className="bg-gradient-to-b from-brand-50 via-cream to-cream" data-testid="frame-artwork-page">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <Button variant="ghost" onClick={() => void navigate(-1)} className="-ml-3">
          <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden="true">
            <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
          </svg>
          Back
        </Button>
        <div className="mt-4 grid items-start gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-12">
          <div className="lg:sticky lg:top-below-bar lg:order-none order-last">
            <FramedViews views={preview.views?.urls ?? null} busy={preview.busy} artworkUrl={value.trim() || null} />
          </div>
          <div className="min-w-0">
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Framed print</p>
            <h1 className="mt-1 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">Frame Your Artwork</h1>
            <p className="mt-3 text-stone-600">
              See your portrait framed before you order. Pick a size to compose the preview.
            </p>
            {source.status === 'loading' && url === null ? (
              <Spinner label="Loading image..." className="mt-8 justify-start" />
            ) : (
              <form onSubmit={submit} className="mt-8 space-y-6">
                <div className="flex items-end gap-3">
                  <TextField
                    label="Artwork URL"
                    name="artwork-url"
                    value={value}
                    onChange={(e) => setUrl(e.target.value)}
                    placeholder="/files/library/…"
                    hint="An image from your library or one of our styles."
                    className="min-w-0 flex-1"
                    inputMode="url"
                    autoComplete="off"
                    spellCheck={false}
                  />
                </div>
                <fieldset>
                  <legend className="mb-2 text-sm font-medium text-stone-700">Size</legend>
                  <div className="grid grid-cols-3 gap-3">
                    {FRAME_SIZES.map((s) => (
                      <button
                        key={s}
                        type="button"
                        onClick={() => choose(s)}
                        aria-pressed={size === s}
                        data-testid={`frame-size-${s}`}
                        className={
                          `flex flex-col items-center rounded-2xl px-3 py-3.5 ring-1 transition ` +
                          `focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 ` +
                          `focus-visible:outline-brand-500 ${
                            size === s
                              ? 'bg-brand-50 ring-2 ring-brand-500'
                              : 'bg-white ring-stone-200 hover:ring-brand-300'
                          }`
                        }
                      >
                        <span className="font-display text-xl font-semibold text-ink">{SIZE_LABELS[s]}</span>
                        <span className="mt-0.5 text-sm text-stone-600">{formatCents(priceCentsFor(s))}</span>
                      </button>
                    ))}
                  </div>
                </fieldset>
                <p
                  className="flex items-start gap-2.5 rounded-2xl bg-white px-4 py-3 text-sm text-stone-700 ring-1 ring-stone-200"
                  data-testid="black-only-note"
                >
                  <span
                    className="mt-0.5 h-4 w-4 shrink-0 rounded-sm bg-[#1f1e20] ring-2 ring-inset ring-[#f3f0e8]"
                    aria-hidden="true"
                  />
                  <span>
                    Black frames only on this page.{' '}
                    {id && (
                      <Link
                        to={`/frame-customizer/${encodeURIComponent(id)}`}
                        state={{ imageUrl: value.trim() || undefined }}
                        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600"
                      >
                        White and red oak are in the framing wizard.
                      </Link>
                    )}
                  </span>
                </p>
                <p role="alert" className="min-h-5 text-sm font-medium text-red-700">
                  {preview.error ?? ''}
                </p>
                {stale && size && (
                  <Button type="submit" variant="secondary" disabled={preview.busy}>
                    Update preview
                  </Button>
                )}
              </form>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
