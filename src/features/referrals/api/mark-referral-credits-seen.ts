import { request } from '../../../lib/api-client';

/** The owner saw these credits: they are not announced again. */
export const markReferralCreditsSeen = (ids: string[]) => request('POST /api/referral-credits/seen', { body: { ids } });
