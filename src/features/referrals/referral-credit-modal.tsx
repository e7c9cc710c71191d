import { lazy, Suspense, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getReferralCreditsQueryOptions } from './api/get-referral-credits';
import { markReferralCreditsSeen } from './api/mark-referral-credits-seen';
import { useSession } from '../../lib/session';

// The dialog itself loads only when there is something to say (most visits have nothing).
const ReferralCreditDialog = lazy(async () => ({
  default: (await import('./referral-credit-dialog')).ReferralCreditDialog,
}));

/**
 * The referral credit modal: '+N tokens added!' with OK, shown to the link's owner as soon as a
 * click credits them (live 'referral' event refreshes the query) or the next time they open the shop.
 */
export function ReferralCreditModal() {
  const userId = useSession().data?.user.id;
  const queryClient = useQueryClient();
  const [closing, setClosing] = useState(false);
  const unseen = useQuery(getReferralCreditsQueryOptions(userId));
  const total = unseen.data?.total ?? 0;
  const acknowledge = async () => {
    if (!unseen.data || closing) return;
    setClosing(true);
    const ids = unseen.data.credits.map((c) => c.id);
    queryClient.setQueryData(getReferralCreditsQueryOptions(userId).queryKey, { credits: [], total: 0 });
    await markReferralCreditsSeen(ids).catch(() => {});
    setClosing(false);
  };
  if (!userId || total === 0) return null;
  return (
    <Suspense fallback={null}>
      <ReferralCreditDialog total={total} onAcknowledge={() => void acknowledge()} />
    </Suspense>
  );
}
