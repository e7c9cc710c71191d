import { useState } from 'react';
import type { FrameColor, FrameSize } from '../../../common/catalog';
import { Spinner } from '../../components/ui/spinner';
import { FRAME_SWATCH } from './frame-choices';

const ASPECT: Record<FrameSize, string> = { small: 'aspect-[4/5]', medium: 'aspect-[3/4]', large: 'aspect-[3/4]' };

/** A quick picture of the choice so far (the real mockups come in step 3). Shows 'Loading image...' until the image is in. */
export function FramePreview({
  imageUrl,
  size,
  color,
}: {
  imageUrl: string;
  size: FrameSize | null;
  color: FrameColor | null;
}) {
  const [loaded, setLoaded] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const loading = loaded !== imageUrl && failed !== imageUrl;
  return (
    <div
      className={
        'flex items-center justify-center rounded-3xl bg-[#e8e4dd] px-6 py-8 shadow-inner ring-1 ' +
        'ring-stone-200/80 sm:px-12 sm:py-14'
      }
      data-testid="frame-preview"
    >
      <div
        className={
          `relative w-full max-w-[13rem] rounded-[3px] sm:max-w-sm p-[5%] ` +
          `shadow-[6px_14px_28px_rgba(40,30,20,0.28)] ` +
          `transition-colors ${color ? FRAME_SWATCH[color] : 'bg-stone-300'} ${size ? ASPECT[size] : 'aspect-[4/5]'}`
        }
      >
        <div className="h-full w-full bg-[#f3f0e8] p-[11%] shadow-[inset_2px_3px_6px_rgba(0,0,0,0.18)]">
          <div className="relative h-full w-full overflow-hidden bg-stone-200 ring-1 ring-black/5">
            <img
              src={imageUrl}
              alt="Your artwork"
              onLoad={() => setLoaded(imageUrl)}
              onError={() => setFailed(imageUrl)}
              className={`h-full w-full object-cover transition-opacity duration-300 ${loading ? 'opacity-0' : 'opacity-100'}`}
            />
            {loading && <Spinner label="Loading image..." className="absolute inset-0 flex-col bg-stone-100 text-sm" />}
            {failed === imageUrl && (
              <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-stone-600">
                This image could not be shown.
              </p>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
