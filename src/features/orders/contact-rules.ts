import type { Contact } from '../../../common/schemas';

/** The /cart contact form (spec §5) as the browser holds it. */
export type ContactForm = {
  email: string;
  subscribe: boolean;
  country: 'US';
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  region: string;
  zip: string;
  phone: string;
};

export type ContactField = keyof ContactForm;

export const EMPTY_CONTACT: ContactForm = {
  email: '',
  subscribe: false,
  country: 'US',
  firstName: '',
  lastName: '',
  address1: '',
  address2: '',
  city: '',
  region: '',
  zip: '',
  phone: '',
};

/** Looks like name@host.tld, with no spaces anywhere. */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5: email; last name, address, city, state and ZIP non-blank after trimming. */
export const REQUIRED_FIELDS = ['lastName', 'address1', 'city', 'region', 'zip'] as const satisfies readonly ContactField[];

/** The fields that fail the rules (each gets a red border); empty when the form may be sent. */
export function invalidContactFields(form: ContactForm): Set<ContactField> {
  const bad = new Set<ContactField>();
  if (!EMAIL_RE.test(form.email.trim())) bad.add('email');
  for (const field of REQUIRED_FIELDS) if (!form[field].trim()) bad.add(field);
  return bad;
}

/** A saved contact (possibly partial: the account page may have saved only the address) as the form. */
export function formFromContact(contact: Partial<Contact> | null | undefined, fallbackEmail = ''): ContactForm {
  const a: Partial<Contact['address']> = contact?.address ?? {};
  return {
    email: contact?.email || fallbackEmail,
    subscribe: Boolean(contact?.subscribe),
    country: 'US',
    firstName: contact?.firstName ?? '',
    lastName: contact?.lastName ?? '',
    address1: a.address1 ?? '',
    address2: a.address2 ?? '',
    city: a.city ?? '',
    region: a.region ?? '',
    zip: a.zip ?? '',
    phone: contact?.phone ?? '',
  };
}

/** The form as the server's contact record (trimmed). */
export function contactFromForm(form: ContactForm): Contact {
  return {
    email: form.email.trim(),
    subscribe: form.subscribe,
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    phone: form.phone.trim(),
    address: { country: 'US', address1: form.address1.trim(), address2: form.address2.trim(), city: form.city.trim(), region: form.region.trim(), zip: form.zip.trim() },
  };
}

export function fullName(form: Pick<ContactForm, 'firstName' | 'lastName'>): string {
  return [form.firstName.trim(), form.lastName.trim()].filter(Boolean).join(' ');
}
