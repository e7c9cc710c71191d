import { describe, expect, it } from 'vitest';
import {
  contactFromForm,
  EMPTY_CONTACT,
  formFromContact,
  invalidContactFields,
  type ContactForm,
} from './contact-rules';

const valid: ContactForm = {
  ...EMPTY_CONTACT,
  email: 'pat@example.com',
  lastName: 'Doe',
  address1: '1 Main St',
  city: 'Springfield',
  region: 'IL',
  zip: '62701',
};

describe('contact form rules (docs/spec/commerce.md §5)', () => {
  it('accepts a complete form; first name, apartment and phone are optional', () => {
    expect(invalidContactFields(valid).size).toBe(0);
  });

  it('flags every required field that is blank after trimming', () => {
    const bad = invalidContactFields({ ...valid, lastName: '  ', address1: '', city: '\t', region: '', zip: ' ' });
    expect([...bad].sort()).toEqual(['address1', 'city', 'lastName', 'region', 'zip']);
  });

  it.each(['', 'pat', 'pat@example', 'pat @example.com', 'pat@exa mple.com', '@example.com', 'pat@.com x'])(
    'rejects the email %j',
    (email) => {
      expect(invalidContactFields({ ...valid, email }).has('email')).toBe(true);
    },
  );

  it.each(['pat@example.com', '  pat@example.com  ', 'a.b+c@sub.example.co'])('accepts the email %j', (email) => {
    expect(invalidContactFields({ ...valid, email }).has('email')).toBe(false);
  });

  it('round-trips a saved contact and trims what it sends', () => {
    const contact = contactFromForm({ ...valid, firstName: ' Pat ', phone: ' 555 ' });
    expect(contact).toMatchObject({ firstName: 'Pat', phone: '555', address: { country: 'US', zip: '62701' } });
    expect(formFromContact(contact)).toMatchObject({ firstName: 'Pat', city: 'Springfield', country: 'US' });
  });

  it('prefills from a partial contact (address only) with the account e-mail', () => {
    const form = formFromContact(
      { address: { country: 'US', address1: '1 Main St', address2: '', city: 'X', region: 'CA', zip: '1' } },
      'me@example.com',
    );
    expect(form).toMatchObject({ email: 'me@example.com', lastName: '', address1: '1 Main St' });
  });
});
