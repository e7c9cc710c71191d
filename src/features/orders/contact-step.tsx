import { useEffect, useRef, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { AddressFields } from '../../components/ui/address-fields';
import { fieldBinder } from '../../components/ui/bind-field';
import type { ContactField, ContactForm } from './contact-rules';
import { OutlineIcon } from '../../components/ui/outline-icon';

type Props = {
  form: ContactForm;
  /** Each failing field's message (contract words), shown at the field. */
  errors: Partial<Record<ContactField, string>>;
  /** No framed print in the cart: only name and e-mail are asked for. */
  digitalOnly: boolean;
  /** Bumped on each refused submit, to move focus to the first red field. */
  refusals: number;
  loading: boolean;
  starting: boolean;
  error: { message: string; detail?: string } | null;
  onChange: <K extends ContactField>(field: K, value: ContactForm[K]) => void;
  onSubmit: () => void;
};

const sectionHeading = 'text-xl font-semibold text-ink';

/**
 * Step 1 'Contact': e-mail, news opt-in and the shipping address (docs/spec/commerce.md §2, rules §5); a digital-only
 * cart asks only name and e-mail.
 */
export function ContactStep({
  form,
  errors,
  digitalOnly,
  refusals,
  loading,
  starting,
  error,
  onChange,
  onSubmit,
}: Props) {
  const invalid = new Set(Object.keys(errors));
  const bind = fieldBinder<'firstName' | 'lastName' | 'phone'>(form, errors, onChange);
  const root = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refusals > 0) root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form ref={root} onSubmit={submit} noValidate className="space-y-8" aria-busy={loading} data-testid="contact-form">
      <fieldset className="space-y-4" disabled={starting}>
        <legend className={sectionHeading}>Contact</legend>
        {loading && (
          <p role="status" className="flex items-center gap-2 text-sm text-stone-500">
            <span
              className="h-3.5 w-3.5 animate-spin rounded-full border-2 border-stone-300 border-t-brand-500"
              aria-hidden="true"
            />
            Loading your saved details...
          </p>
        )}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={form.email}
          error={errors.email}
          hint={
            digitalOnly
              ? 'We send your receipt and download link here.'
              : 'We send your receipt and shipping updates here.'
          }
          onChange={(e) => onChange('email', e.target.value)}
        />
        <label className="flex items-center gap-2.5 text-sm text-stone-700">
          <input
            type="checkbox"
            checked={form.subscribe}
            onChange={(e) => onChange('subscribe', e.target.checked)}
            className="h-4 w-4 rounded border-stone-300 accent-brand-500"
          />
          Email me with news and offers
        </label>
      </fieldset>

      <fieldset className="space-y-4" disabled={starting}>
        <legend className={sectionHeading}>{digitalOnly ? 'Your name' : 'Shipping address'}</legend>
        {digitalOnly && (
          <p className="text-sm text-stone-600">
            Digital downloads need no address: your files arrive by e-mail and in your account.
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name (optional)" autoComplete="given-name" {...bind('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...bind('lastName')} />
        </div>
        {!digitalOnly && (
          <AddressFields value={form} errors={errors} onChange={(field, value) => onChange(field, value)} />
        )}
        <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...bind('phone')} />
      </fieldset>

      {invalid.size > 0 && (
        <p role="status" className="rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
          Please fill in the highlighted fields.
        </p>
      )}
      {error && (
        <div
          role="alert"
          data-testid="start-error"
          className="rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-700 ring-1 ring-red-100"
        >
          <p className="font-semibold">{error.message}</p>
          {error.detail && <p className="mt-0.5">{error.detail}</p>}
        </div>
      )}
      <div className="flex flex-col-reverse items-stretch gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-sm text-stone-600">
          <OutlineIcon className="h-5 w-5 shrink-0 text-emerald-600">
            {digitalOnly ? (
              <path d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14" strokeLinecap="round" strokeLinejoin="round" />
            ) : (
              <>
                <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7" strokeLinejoin="round" />
                <circle cx="7" cy="17.5" r="1.5" />
                <circle cx="17" cy="17.5" r="1.5" />
              </>
            )}
          </OutlineIcon>
          {digitalOnly ? 'No shipping needed: a download' : 'Free shipping on every order'}
        </p>
        <Button type="submit" disabled={starting} className="px-8 py-3 text-base" data-testid="continue-to-payment">
          {starting && (
            <span
              className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
              aria-hidden="true"
            />
          )}
          Continue to payment
        </Button>
      </div>
    </form>
  );
}
