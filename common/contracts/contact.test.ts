import { describe, expect, it } from 'vitest';
import {
  contactErrors,
  contactFromForm,
  contactSchema,
  digitalContactSchema,
  EMPTY_CONTACT,
  formFromContact,
  invalidContactFields,
  type ContactForm,
} from './account.js';
import { customerMessage } from './messages.js';

const valid: ContactForm = {
  ...EMPTY_CONTACT,
  email: 'pat@example.com',
  lastName: 'Doe',
  address1: '1 Main St',
  city: 'Springfield',
  region: 'IL',
  zip: '62701',
};

describe('contact rules (spec 001 §5, US shipping)', () => {
  it('accepts a complete form; first name, apartment and phone are optional', () => {
    expect(contactErrors(valid)).toEqual({});
    expect(contactSchema.safeParse(contactFromForm(valid)).success).toBe(true);
  });

  it('names every required field that is blank after trimming', () => {
    const errors = contactErrors({ ...valid, lastName: '  ', address1: '', city: '\t', region: '', zip: ' ' });
    expect(errors).toEqual({
      lastName: 'Last name is required.',
      address1: 'Address is required.',
      city: 'City is required.',
      region: 'State is required.',
      zip: 'ZIP code is required.',
    });
  });

  it.each(['', 'pat', 'pat@example', 'pat @example.com', 'pat@exa mple.com', '@example.com', 'pat@.com x'])(
    'rejects the email %j',
    (email) => {
      expect(contactErrors({ ...valid, email }).email).toBe('Please enter a valid email.');
    },
  );

  it.each(['pat@example.com', '  pat@example.com  ', 'a.b+c@sub.example.co'])('accepts the email %j', (email) => {
    expect(invalidContactFields({ ...valid, email }).has('email')).toBe(false);
  });

  it.each(['62701', '62701-1234', ' 62701 '])('accepts the ZIP %j', (zip) => {
    expect(contactErrors({ ...valid, zip })).toEqual({});
  });

  it.each(['abcde', '1234', '627011', '62701-12', 'SW1A 1AA'])('rejects the ZIP %j', (zip) => {
    expect(contactErrors({ ...valid, zip }).zip).toBe('Please enter a 5-digit ZIP code (or ZIP+4).');
  });

  it('takes a US state or DC, nothing else', () => {
    expect(contactErrors({ ...valid, region: 'DC' })).toEqual({});
    expect(contactErrors({ ...valid, region: 'Kent' }).region).toBe('Please choose a US state.');
    expect(contactErrors({ ...valid, region: 'ZZ' }).region).toBe('Please choose a US state.');
    const uk = contactSchema.safeParse({
      ...contactFromForm(valid),
      address: { ...contactFromForm(valid).address, country: 'GB' },
    });
    expect(uk.error?.issues[0]?.message).toBe('Framed prints ship to the United States only.');
  });

  it('gives every text field a maximum, named in the message', () => {
    const long = 'x'.repeat(300);
    const errors = contactErrors({
      ...valid,
      firstName: long,
      lastName: long,
      address1: long,
      address2: long,
      city: long,
      phone: long,
    });
    expect(errors).toEqual({
      firstName: 'First name is too long (at most 80 characters).',
      lastName: 'Last name is too long (at most 80 characters).',
      address1: 'Address is too long (at most 120 characters).',
      address2: 'Apartment, suite, etc. is too long (at most 120 characters).',
      city: 'City is too long (at most 80 characters).',
      phone: 'Phone is too long (at most 30 characters).',
    });
    expect(contactErrors({ ...valid, email: `${'a'.repeat(250)}@example.com` }).email).toBe(
      'E-mail is too long (at most 254 characters).',
    );
  });

  it('a digital-only order needs only the name and e-mail', () => {
    const digital = { ...EMPTY_CONTACT, email: 'pat@example.com', lastName: 'Doe' };
    expect(contactErrors(digital, { digitalOnly: true })).toEqual({});
    expect(contactErrors({ ...digital, lastName: '' }, { digitalOnly: true })).toEqual({
      lastName: 'Last name is required.',
    });
    expect(contactErrors({ ...digital, email: 'x' }, { digitalOnly: true })).toEqual({
      email: 'Please enter a valid email.',
    });
    expect(
      digitalContactSchema.parse({ email: 'pat@example.com', lastName: 'Doe', address: { country: 'GB' } }),
    ).not.toHaveProperty('address');
  });

  it('round-trips a saved contact and trims what it sends', () => {
    const contact = contactFromForm({ ...valid, firstName: ' Pat ', phone: ' 555 ' });
    expect(contact).toMatchObject({ firstName: 'Pat', phone: '555', address: { country: 'US', zip: '62701' } });
    expect(formFromContact(contact)).toMatchObject({ firstName: 'Pat', city: 'Springfield', country: 'US' });
    expect(formFromContact(null, 'me@example.com')).toMatchObject({ email: 'me@example.com', lastName: '' });
  });
});

describe('customer messages', () => {
  it('words issues a schema did not word itself from the field label, never zod text', () => {
    expect(
      customerMessage({
        code: 'too_big',
        origin: 'string',
        maximum: 120,
        path: ['items', 0, 'templateName'],
        input: '',
      } as never),
    ).toBe('Style name is too long (at most 120 characters).');
    expect(
      customerMessage({ code: 'invalid_type', expected: 'string', path: ['petName'], input: undefined } as never),
    ).toBe("Pet's name is required.");
    expect(customerMessage({ code: 'invalid_value', values: ['a'], path: ['size'], input: 'q' } as never)).toBe(
      'Size is not valid.',
    );
  });
});
