import type { Contact } from '../../../common/contracts/account';
import { api } from '../../lib/api-client';

/** The contact saved on the user record (GET/PUT /api/me/contact). */
export async function getContact() {
  return (await api('/api/me/contact', { reply: 'contact' })).contact;
}

/** Merge-write of the contact on the user record. */
export function saveContact(contact: Partial<Contact>) {
  return api('/api/me/contact', { reply: 'contact', method: 'PUT', body: contact });
}
