import { OutlineIcon } from '../../components/ui/outline-icon';

/** The free-shipping promise, shown beside the artwork. */
export function FreeShippingBanner({ digital = false, className = '' }: { digital?: boolean; className?: string }) {
  return (
    <div
      className={`flex items-start gap-3 rounded-2xl bg-emerald-50 px-4 py-3.5 text-emerald-900 ring-1 ring-emerald-200 ${className}`}
      data-testid="free-shipping"
    >
      <OutlineIcon className="mt-0.5 h-6 w-6 shrink-0 text-emerald-600">
        <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7" strokeLinejoin="round" />
        <circle cx="7" cy="17.5" r="1.5" />
        <circle cx="17" cy="17.5" r="1.5" />
      </OutlineIcon>
      <div>
        <p className="font-semibold">Free shipping on every order</p>
        <p className="text-sm text-emerald-800">
          {digital
            ? 'Your high-resolution file is ready to download right after payment. Framed prints ship free across the United States.'
            : 'Printed, framed and delivered to your door across the United States. No hidden fees at checkout.'}
        </p>
      </div>
    </div>
  );
}
