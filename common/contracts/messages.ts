import { z } from 'zod';

/**
 * Every validation message a customer can see, from one place. Contracts give their own words where a
 * rule needs them (e.g. 'Please enter a valid email.'); everything else is worded here from the field's
 * label, so neither the API nor a form ever shows zod's own text. Pass it as the `error` of a parse:
 * `schema.safeParse(data, { error: customerMessage })`.
 */
const LABELS: Record<string, string> = {
  email: 'E-mail',
  firstName: 'First name',
  lastName: 'Last name',
  address1: 'Address',
  address2: 'Apartment, suite, etc.',
  city: 'City',
  region: 'State',
  zip: 'ZIP code',
  phone: 'Phone',
  country: 'Country',
  petName: "Pet's name",
  id: 'ID',
  uid: 'Account',
  imageUrl: 'Image',
  artworkUrl: 'Image',
  originalUrl: 'Original image',
  mockupUrls: 'Mockups',
  templateName: 'Style name',
  templateId: 'Style',
};

/** The customer's name for a field, from its path (`address.zip` is 'ZIP code'; `items.2.size` is 'Size'). */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((p) => typeof p === 'string');
  if (!key) return 'The request';
  if (LABELS[key]) return LABELS[key];
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Issue = z.core.$ZodRawIssue;

/** Customer words for a zod issue that its schema did not word itself. */
export function customerMessage(issue: Issue): string {
  const label = fieldLabel(issue.path ?? []);
  if (!(issue.path ?? []).some((p) => typeof p === 'string')) return 'The request is not valid.';
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} is not valid.`;
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `${label} is too long (at most ${max} characters).`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${label}: at most ${max} allowed.`;
      return `${label} must be at most ${max}.`;
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? `${label} is required.` : `${label} is too short (at least ${min} characters).`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${label}: at least ${min} needed.`;
      return `${label} must be at least ${min}.`;
    }
    case 'unrecognized_keys':
      return 'The request has fields this shop does not know.';
    default:
      return `${label} is not valid.`;
  }
}

/** A trimmed text field with a maximum length (and, when required, non-blank), worded for customers. */
export function text(label: string, max: number, opts: { required?: boolean } = {}) {
  const base = z
    .string({ error: (iss) => (iss.input === undefined ? `${label} is required.` : `${label} is not valid.`) })
    .trim();
  const capped = base.max(max, `${label} is too long (at most ${max} characters).`);
  return opts.required ? capped.min(1, `${label} is required.`) : capped;
}

/** Parses with customer words for every issue: the one way the SPA checks a form against a contract. */
export function parseForCustomer<S extends z.ZodType>(schema: S, data: unknown) {
  return schema.safeParse(data, { error: customerMessage });
}
