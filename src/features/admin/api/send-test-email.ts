import { request } from '../../../lib/api-client';

/** One message through the e-mail adapter to the admin's own address. */
export const sendTestEmail = () => request('POST /api/test-email');
