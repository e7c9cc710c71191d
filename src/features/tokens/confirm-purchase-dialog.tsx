import { perTokenPrice, type TokenPackage } from '../../../common/catalog';
import { formatCents } from '../../../common/money';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';

type Props = { pkg: TokenPackage | null; busy: boolean; onConfirm: () => void; onCancel: () => void };

/** Step one of a purchase: the customer confirms the package before a payment is opened. */
export function ConfirmPurchaseDialog({ pkg, busy, onConfirm, onCancel }: Props) {
  return (
    <Modal
      open={Boolean(pkg)}
      onClose={busy ? () => {} : onCancel}
      title="Confirm purchase"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={onConfirm} disabled={busy}>
            {busy ? 'Starting payment...' : 'Continue to payment'}
          </Button>
        </>
      }
    >
      {pkg && (
        <div className="space-y-4">
          <p>
            You are buying <strong className="text-ink">{pkg.tokens} tokens</strong> for{' '}
            <strong className="text-ink">{formatCents(pkg.priceCents)}</strong>
            {` ($${perTokenPrice(pkg)} per token).`}
          </p>
          <p className="text-stone-500">
            Each AI portrait or edit uses 1 token. The tokens are added to your balance as soon as the payment succeeds.
          </p>
        </div>
      )}
    </Modal>
  );
}
