import type { ContactPatch } from '../../../../common/contracts/account';
import { request } from '../../../lib/api-client';

/** Merge-write of the contact on the user record (`PUT /api/me/contact`). */
export const saveContact = (contact: ContactPatch) => request('PUT /api/me/contact', { body: contact });
