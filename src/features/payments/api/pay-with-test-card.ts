import type { TestCardBody } from '../../../../common/contracts/payments';
import { request } from '../../../lib/api-client';

/** The built-in test gateway's card form. */
export const payWithTestCard = (body: TestCardBody) => request('POST /api/payments/local/confirm', { body });
