import { z } from 'zod';
import { parseForCustomer, text } from './messages.js';
import { US_STATES } from './us-states.js';

/**
 * The contact rules, once, for the /cart form (SPA) and the API (server). Spec 001 §5: e-mail looks like
 * x@y.z with no spaces; last name, address, city, state and ZIP non-blank after trimming; first name,
 * apartment and phone optional. Framed prints ship to the United States only (a US state or DC, ZIP or
 * ZIP+4); a digital-only order needs only the name and e-mail.
 */
export const CONTACT_LIMITS = {
  email: 254,
  firstName: 80,
  lastName: 80,
  phone: 30,
  address1: 120,
  address2: 120,
  city: 80,
} as const;

/** Looks like name@host.tld, with no spaces anywhere. */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const ZIP_RE = /^\d{5}(-\d{4})?$/;

const isUsState = (code: string) => US_STATES.some(([c]) => c === code);

const email = text('E-mail', CONTACT_LIMITS.email).regex(EMAIL_RE, 'Please enter a valid email.');
const firstName = text('First name', CONTACT_LIMITS.firstName);
const lastName = text('Last name', CONTACT_LIMITS.lastName, { required: true });
const phone = text('Phone', CONTACT_LIMITS.phone);

export const addressSchema = z.object({
  country: z.literal('US', { error: 'Framed prints ship to the United States only.' }),
  address1: text('Address', CONTACT_LIMITS.address1, { required: true }),
  address2: text('Apartment, suite, etc.', CONTACT_LIMITS.address2).default(''),
  city: text('City', CONTACT_LIMITS.city, { required: true }),
  region: text('State', 40, { required: true }).refine((code) => isUsState(code), 'Please choose a US state.'),
  zip: text('ZIP code', 10, { required: true }).regex(ZIP_RE, 'Please enter a 5-digit ZIP code (or ZIP+4).'),
});
export type Address = z.infer<typeof addressSchema>;

/** The address as replies carry it: stored strings, checked only for shape (saved under older rules too). */
export const storedAddressFields = {
  country: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  region: z.string(),
  zip: z.string(),
};

/** A contact for an order with a framed print: name, e-mail and the US address it ships to. */
export const contactSchema = z.object({
  email,
  subscribe: z.boolean().default(false),
  firstName: firstName.default(''),
  lastName,
  phone: phone.default(''),
  address: addressSchema,
});
export type Contact = z.infer<typeof contactSchema>;

/** A contact for a digital-only order: name and e-mail; an address, if sent, is dropped unchecked. */
export const digitalContactSchema = contactSchema.omit({ address: true });
export type DigitalContact = z.infer<typeof digitalContactSchema>;

/** A partial contact (PUT /api/me/contact): only the fields sent are written, each under the same rules. */
export const contactPatchSchema = z.object({
  email: email.optional(),
  subscribe: z.boolean().optional(),
  firstName: firstName.optional(),
  lastName: lastName.optional(),
  phone: phone.optional(),
  address: addressSchema.optional(),
});

/** The /cart contact form as the browser holds it. */
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

/** docs/spec/commerce.md §5: the fields that must be non-blank after trimming (besides a valid e-mail). */
export const REQUIRED_FIELDS = [
  'lastName',
  'address1',
  'city',
  'region',
  'zip',
] as const satisfies readonly ContactField[];

/** The form's fields as the contact's keys (the address fields sit under `address`). */
function formField(path: readonly PropertyKey[]): ContactField | null {
  const key = path[path.length - 1];
  return typeof key === 'string' && key in EMPTY_CONTACT ? (key as ContactField) : null;
}

/**
 * The form's errors, one customer message per failing field (the first rule it breaks); empty when the
 * form may be sent. `digitalOnly`: the order has no framed print, so only name and e-mail count.
 */
export function contactErrors(
  form: ContactForm,
  opts: { digitalOnly?: boolean } = {},
): Partial<Record<ContactField, string>> {
  const schema = opts.digitalOnly ? digitalContactSchema : contactSchema;
  const result = parseForCustomer(schema, contactFromForm(form));
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = formField(issue.path);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The fields that fail the rules (each gets a red border); empty when the form may be sent. */
export function invalidContactFields(form: ContactForm, opts: { digitalOnly?: boolean } = {}): Set<ContactField> {
  return new Set(Object.keys(contactErrors(form, opts)) as ContactField[]);
}

/** A contact as saved on the account: any part of it, written under any earlier rules. */
export type SavedContactLike = Partial<Omit<Contact, 'address'>> & {
  address?: Partial<Record<keyof Contact['address'], string>>;
};

/** A saved contact (possibly partial: the account page may have saved only the address) as the form. */
export function formFromContact(contact: SavedContactLike | null | undefined, fallbackEmail = ''): ContactForm {
  const a = contact?.address ?? {};
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
    address: {
      country: 'US',
      address1: form.address1.trim(),
      address2: form.address2.trim(),
      city: form.city.trim(),
      region: form.region.trim(),
      zip: form.zip.trim(),
    },
  };
}

export function fullName(form: Pick<ContactForm, 'firstName' | 'lastName'>): string {
  return [form.firstName.trim(), form.lastName.trim()].filter(Boolean).join(' ');
}

/** Request types: what a caller sends (the schemas' input). */
export type ContactPatch = z.input<typeof contactPatchSchema>;
