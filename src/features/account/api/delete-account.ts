import type { DeleteAccountBody } from '../../../../common/contracts/account';
import { request } from '../../../lib/api-client';

/** Deletes the account and its data (`POST /api/me/delete`); the password or e-mail address confirms. */
export const deleteAccount = (body: DeleteAccountBody) => request('POST /api/me/delete', { body });
