import {
  COLOR_LABELS,
  FRAME_COLORS,
  FRAME_SIZES,
  priceCentsFor,
  SIZE_BLURBS,
  SIZE_LABELS,
  type FrameColor,
  type FrameSize,
} from '../../../common/catalog';
import { formatCents } from '../../../common/money';

const card =
  'group relative flex cursor-pointer flex-col rounded-2xl bg-white p-4 ring-1 ' +
  'ring-stone-200 transition hover:ring-brand-300 has-[:checked]:bg-brand-50/60 ' +
  'has-[:checked]:ring-2 has-[:checked]:ring-brand-500 has-[:focus-visible]:outline ' +
  'has-[:focus-visible]:outline-[3px] has-[:focus-visible]:outline-offset-2 ' +
  'has-[:focus-visible]:outline-brand-500';

function Tick() {
  return (
    <span
      className={
        'absolute right-3 top-3 hidden h-5 w-5 items-center justify-center rounded-full ' +
        'bg-brand-500 text-white group-has-[:checked]:flex'
      }
      aria-hidden="true"
    >
      <svg viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="currentColor">
        <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4l3.3 3.3 7.3-7.3a1 1 0 0 1 1.4 0Z" />
      </svg>
    </span>
  );
}

/** The three print sizes with their price (frame colour included). */
export function SizeChoices({ value, onChange }: { value: FrameSize | null; onChange: (s: FrameSize) => void }) {
  return (
    <div role="radiogroup" aria-label="Frame size" className="grid gap-3 sm:grid-cols-3" data-testid="wizard-sizes">
      {FRAME_SIZES.map((s) => (
        <label key={s} className={card} data-testid={`wizard-size-${s}`}>
          <input
            type="radio"
            name="wizard-size"
            value={s}
            checked={value === s}
            onChange={() => onChange(s)}
            className="sr-only"
          />
          <Tick />
          <span className="font-display text-2xl font-semibold text-ink">{SIZE_LABELS[s]}</span>
          <span className="mt-0.5 text-sm text-stone-600">{SIZE_BLURBS[s]}</span>
          <span className="mt-3 text-base font-semibold text-ink">{formatCents(priceCentsFor(s))}</span>
        </label>
      ))}
    </div>
  );
}

export const FRAME_SWATCH: Record<FrameColor, string> = {
  black: 'bg-[#1f1e20]',
  white: 'bg-[#f4f2ec] ring-1 ring-inset ring-stone-300',
  red_oak: 'bg-[linear-gradient(100deg,#c4926a_0%,#a9724c_22%,#c89a72_45%,#9d6842_70%,#bf8b63_100%)]',
};

/** Black, white and red oak mouldings. */
export function ColorChoices({ value, onChange }: { value: FrameColor | null; onChange: (c: FrameColor) => void }) {
  return (
    <div role="radiogroup" aria-label="Frame color" className="grid grid-cols-3 gap-3" data-testid="wizard-colors">
      {FRAME_COLORS.map((c) => (
        <label key={c} className={`${card} items-center`} data-testid={`wizard-color-${c}`}>
          <input
            type="radio"
            name="wizard-color"
            value={c}
            checked={value === c}
            onChange={() => onChange(c)}
            className="sr-only"
          />
          <Tick />
          <span
            className={`flex h-16 w-14 items-center justify-center rounded-md p-1.5 shadow-md ${FRAME_SWATCH[c]}`}
            aria-hidden="true"
          >
            <span className="h-full w-full rounded-[2px] bg-[#f3f0e8] shadow-inner" />
          </span>
          <span className="mt-2.5 text-sm font-medium text-ink">{COLOR_LABELS[c]}</span>
        </label>
      ))}
    </div>
  );
}
