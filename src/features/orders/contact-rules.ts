/** The /cart contact form (docs/spec/commerce.md §5): the rules live once, in the shared contract. */
export {
  EMPTY_CONTACT,
  EMAIL_RE,
  REQUIRED_FIELDS,
  contactErrors,
  contactFromForm,
  formFromContact,
  fullName,
  invalidContactFields,
  type ContactField,
  type ContactForm,
} from '../../../common/contracts/account';
