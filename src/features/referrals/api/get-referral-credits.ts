import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Referral credits the link's owner has not acknowledged yet. */
export const getReferralCredits = () => request('GET /api/referral-credits');

/** Refreshed by the live 'referral' event; off while nobody is signed in. */
export const getReferralCreditsQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.referralCredits.user(userId),
    queryFn: getReferralCredits,
    enabled: Boolean(userId),
  });
