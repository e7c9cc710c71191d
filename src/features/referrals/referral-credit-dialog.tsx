import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { useShopSettings } from '../../lib/shop-settings';

/** '+N tokens added!' with OK (referral-credit-modal.tsx decides when). */
export function ReferralCreditDialog({ total, onAcknowledge }: { total: number; onAcknowledge: () => void }) {
  const shopName = useShopSettings().shop.name;
  return (
    <Modal
      open
      onClose={onAcknowledge}
      title={`+${total} tokens added!`}
      footer={
        <Button onClick={onAcknowledge} className="min-w-24">
          OK
        </Button>
      }
    >
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-amber-100"
        >
          <svg viewBox="0 0 20 20" className="h-8 w-8 text-amber-500" fill="currentColor">
            <circle cx="10" cy="10" r="8" />
            <path d="M10 5.5l1.3 2.7 3 .4-2.2 2.1.5 3-2.6-1.4-2.6 1.4.5-3-2.2-2.1 3-.4z" fill="#fff" />
          </svg>
        </span>
        <p>Someone opened your invite link, so we added free tokens to your balance. Thanks for sharing {shopName}!</p>
      </div>
    </Modal>
  );
}
