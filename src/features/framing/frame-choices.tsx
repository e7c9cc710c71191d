import {
  COLOR_LABELS,
  FRAME_COLORS,
  FRAME_SIZES,
  SIZE_BLURBS,
  SIZE_LABELS,
  type FrameColor,
  type FrameSize,
} from '../../../common/catalog';
import { formatCents } from '../../../common/money';
import { RadioCard } from '../../components/ui/radio-card';
import { usePriceOf } from '../../lib/shop-settings';

const card =
  'group relative flex cursor-pointer flex-col rounded-2xl bg-white p-4 ring-1 ' +
  'ring-stone-200 transition hover:ring-brand-300 has-[:checked]:bg-brand-50/60 ' +
  'has-[:checked]:ring-2 has-[:checked]:ring-brand-500 has-[:focus-visible]:outline ' +
  'has-[:focus-visible]:outline-[3px] has-[:focus-visible]:outline-offset-2 ' +
  'has-[:focus-visible]:outline-brand-500';

/** The three print sizes with their price (frame colour included). */
export function SizeChoices({ value, onChange }: { value: FrameSize | null; onChange: (s: FrameSize) => void }) {
  const priceCentsFor = usePriceOf();
  return (
    <div role="radiogroup" aria-label="Frame size" className="grid gap-3 sm:grid-cols-3" data-testid="wizard-sizes">
      {FRAME_SIZES.map((s) => (
        <RadioCard
          key={s}
          className={card}
          testId={`wizard-size-${s}`}
          name="wizard-size"
          value={s}
          checked={value === s}
          onSelect={() => onChange(s)}
          tickPosition="right-3 top-3"
        >
          <span className="font-display text-2xl font-semibold text-ink">{SIZE_LABELS[s]}</span>
          <span className="mt-0.5 text-sm text-stone-600">{SIZE_BLURBS[s]}</span>
          <span className="mt-3 text-base font-semibold text-ink">{formatCents(priceCentsFor(s))}</span>
        </RadioCard>
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
        <RadioCard
          key={c}
          className={`${card} items-center`}
          testId={`wizard-color-${c}`}
          name="wizard-color"
          value={c}
          checked={value === c}
          onSelect={() => onChange(c)}
          tickPosition="right-3 top-3"
        >
          <span
            className={`flex h-16 w-14 items-center justify-center rounded-md p-1.5 shadow-md ${FRAME_SWATCH[c]}`}
            aria-hidden="true"
          >
            <span className="h-full w-full rounded-[2px] bg-[#f3f0e8] shadow-inner" />
          </span>
          <span className="mt-2.5 text-sm font-medium text-ink">{COLOR_LABELS[c]}</span>
        </RadioCard>
      ))}
    </div>
  );
}
