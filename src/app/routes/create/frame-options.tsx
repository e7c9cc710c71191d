import {
  COLOR_LABELS,
  DIGITAL,
  FRAME_COLORS,
  FRAME_SIZES,
  SIZE_LABELS,
  type FrameColor,
  type ItemSize,
} from '../../../../common/catalog';
import { compareAtOf, priceOf } from '../../../../common/shop-settings';
import { useShopSettings } from '../../../lib/shop-settings';
import { formatCents } from '../../../../common/money';
import { RadioCard } from '../../../components/ui/radio-card';

const radioCard =
  'relative flex cursor-pointer flex-col rounded-2xl bg-white p-3.5 ring-1 ring-stone-200 ' +
  'transition hover:ring-brand-300 has-[:checked]:bg-brand-50/60 has-[:checked]:ring-2 ' +
  'has-[:checked]:ring-brand-500 has-[:focus-visible]:outline ' +
  'has-[:focus-visible]:outline-[3px] has-[:focus-visible]:outline-offset-2 ' +
  'has-[:focus-visible]:outline-brand-500 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60';

const SIZE_OPTIONS: { value: ItemSize; title: string; detail: string; tag?: string }[] = [
  ...FRAME_SIZES.map((s) => ({
    value: s,
    title: SIZE_LABELS[s],
    detail: 'Framed print',
    tag: s === 'medium' ? 'Most popular' : undefined,
  })),
  { value: DIGITAL, title: 'Digital Download', detail: 'High-res file' },
];

/** Frame size: 8x10 / 12x16 / 18x24 or Digital Download, priced from the live price list. */
export function SizeOptions({
  value,
  onChange,
  disabled,
}: {
  value: ItemSize | null;
  onChange: (s: ItemSize) => void;
  disabled?: boolean;
}) {
  const prices = useShopSettings();
  return (
    <div role="radiogroup" aria-label="Frame size" className="grid grid-cols-2 gap-3" data-testid="size-options">
      {SIZE_OPTIONS.map((o) => ({ ...o, regular: compareAtOf(prices, o.value) })).map((o) => (
        <RadioCard
          key={o.value}
          className={`group ${radioCard}`}
          testId={`size-option-${o.value}`}
          name="frame-size"
          value={o.value}
          checked={value === o.value}
          onSelect={() => onChange(o.value)}
          disabled={disabled}
          tickPosition="right-2.5 top-2.5"
        >
          <span className="font-display text-lg font-semibold leading-tight text-ink">
            {o.value === DIGITAL ? o.title : o.title.replace('x', '×')}
          </span>
          <span className="text-xs text-stone-500">{o.detail}</span>
          <span className="mt-2 flex flex-wrap items-baseline gap-x-1.5 text-sm">
            {o.regular !== null && (
              <s className="text-stone-500">
                <span className="sr-only">regular price </span>
                {formatCents(o.regular)}
              </s>
            )}
            <span className="font-semibold text-ink">{formatCents(priceOf(prices, o.value))}</span>
          </span>
          {o.tag && (
            <span className="mt-1.5 w-fit rounded-full bg-brand-100 px-2 py-0.5 text-[11px] font-semibold text-brand-700">
              {o.tag}
            </span>
          )}
        </RadioCard>
      ))}
    </div>
  );
}

const SWATCH: Record<FrameColor, string> = {
  black: 'bg-stone-900',
  white: 'bg-white ring-1 ring-inset ring-stone-300',
  red_oak: 'bg-[linear-gradient(135deg,#a0603a_0%,#8a4b2a_35%,#b27045_60%,#7d4325_100%)]',
};

/** Frame colour swatches: black, white, red oak (frame included in the price). */
export function ColorOptions({
  value,
  onChange,
  disabled,
}: {
  value: FrameColor | null;
  onChange: (c: FrameColor) => void;
  disabled?: boolean;
}) {
  return (
    <div role="radiogroup" aria-label="Frame color" className="grid grid-cols-3 gap-3" data-testid="color-options">
      {FRAME_COLORS.map((c) => (
        <RadioCard
          key={c}
          className={`group items-center ${radioCard}`}
          testId={`color-option-${c}`}
          name="frame-color"
          value={c}
          checked={value === c}
          onSelect={() => onChange(c)}
          disabled={disabled}
          tickPosition="right-2.5 top-2.5"
        >
          <span
            className={`flex h-12 w-12 items-center justify-center rounded-lg shadow-inner ${SWATCH[c]}`}
            aria-hidden="true"
          >
            <span className="h-7 w-7 rounded-sm bg-stone-100 ring-1 ring-stone-300/60" />
          </span>
          <span className="mt-2 text-sm font-medium text-ink">{COLOR_LABELS[c]}</span>
        </RadioCard>
      ))}
    </div>
  );
}
