import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';

type Unseen = { credits: { id: string; awarded: number; createdAt: string }[]; total: number };

/**
 * The referral credit modal: '+N tokens added!' with OK, shown to the link's owner as soon as a
 * click credits them (live 'referral' event refreshes the query) or the next time they open the shop.
 */
export function ReferralCreditModal() {
  const userId = useSession().data?.user.id;
  const queryClient = useQueryClient();
  const [closing, setClosing] = useState(false);
  const unseen = useQuery({
    queryKey: ['referral-credits', userId],
    queryFn: () => api('/api/referral-credits', { reply: 'referralCredits' }),
    enabled: Boolean(userId),
  });
  const total = unseen.data?.total ?? 0;
  const acknowledge = async () => {
    if (!unseen.data || closing) return;
    setClosing(true);
    const ids = unseen.data.credits.map((c) => c.id);
    queryClient.setQueryData<Unseen>(['referral-credits', userId], { credits: [], total: 0 });
    await api('/api/referral-credits/seen', { reply: 'referralSeen', body: { ids } }).catch(() => {});
    setClosing(false);
  };
  return (
    <Modal
      open={Boolean(userId) && total > 0}
      onClose={() => void acknowledge()}
      title={`+${total} tokens added!`}
      footer={
        <Button onClick={() => void acknowledge()} className="min-w-24">
          OK
        </Button>
      }
    >
      <div className="flex items-center gap-4">
        <span aria-hidden="true" className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-amber-100">
          <svg viewBox="0 0 20 20" className="h-8 w-8 text-amber-500" fill="currentColor">
            <circle cx="10" cy="10" r="8" />
            <path d="M10 5.5l1.3 2.7 3 .4-2.2 2.1.5 3-2.6-1.4-2.6 1.4.5-3-2.2-2.1 3-.4z" fill="#fff" />
          </svg>
        </span>
        <p>Someone opened your invite link, so we added free tokens to your balance. Thanks for sharing Pawtrait Studio!</p>
      </div>
    </Modal>
  );
}
