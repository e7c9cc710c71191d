import type { ReferralClickBody } from '../../../../common/contracts/referrals';
import { request } from '../../../lib/api-client';

/** Records a visit through an invite link (the server credits a link once). */
export const recordReferralClick = (body: ReferralClickBody) => request('POST /api/referral-click', { body });
