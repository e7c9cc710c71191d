import { perTokenPrice } from '../../../common/catalog';
import type { TokenPack } from '../../../common/contracts/settings';
import { formatCents } from '../../../common/money';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';

type Props = { pkg: TokenPack | null; busy: boolean; onConfirm: () => void; onCancel: () => void };

/** Step one of a purchase: the customer confirms the package before a payment is opened. */
export function ConfirmPurchaseDialog({ pkg, busy, onConfirm, onCancel }: Props) {
  return (
    <ConfirmDialog
      subject={pkg}
      title="Confirm purchase"
      busy={busy}
      confirmLabel="Continue to payment"
      busyLabel="Starting payment..."
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {(p) => (
        <div className="space-y-4">
          <p>
            You are buying <strong className="text-ink">{p.tokens} tokens</strong> for{' '}
            <strong className="text-ink">{formatCents(p.priceCents)}</strong>
            {` ($${perTokenPrice(p)} per token).`}
          </p>
          <p className="text-stone-500">
            Each AI portrait or edit uses 1 token. The tokens are added to your balance as soon as the payment succeeds.
          </p>
        </div>
      )}
    </ConfirmDialog>
  );
}
