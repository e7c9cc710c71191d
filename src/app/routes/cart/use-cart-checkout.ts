import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../../lib/api-errors';
import { useMe } from '../../../lib/use-me';
import { useCart } from '../../../features/cart/cart-context';
import type { CartItem } from '../../../features/cart/cart-storage';
import { lineImage } from '../../../lib/order-lines';
import type { PaymentOutcome } from '../../../features/payments/payment-dialog';
import {
  contactErrors,
  contactFromForm,
  EMPTY_CONTACT,
  formFromContact,
  type ContactField,
  type ContactForm,
} from '../../../features/orders/contact-rules';
import type { CartPaymentIntent } from '../../../../common/contracts/orders';
import { createCartPaymentIntent, type CheckoutLine } from '../../../features/orders/api/create-cart-payment-intent';
import { useContact } from '../../../features/account/api/get-contact';
import { saveContact } from '../../../features/account/api/save-contact';
import { queryKeys } from '../../../lib/query-keys';
import { useFinishOrder } from '../../../features/orders/use-finish-order';

export type CheckoutStep = 'contact' | 'payment';
type Errors = Partial<Record<ContactField, string>>;

/** The contact as the server takes it: a digital-only order sends no address (nothing ships). */
function contactToSend(form: ContactForm, digitalOnly: boolean) {
  const { address, ...rest } = contactFromForm(form);
  return digitalOnly ? rest : { ...rest, address };
}

// A line read back from this browser's storage holds plain strings; the server refuses a size or
// colour it does not sell (400), so they go as they are.
const toLine = (i: CartItem): CheckoutLine => ({
  id: i.id,
  imageUrl: i.artworkUrl,
  size: i.size as CheckoutLine['size'],
  color: (i.color ?? null) as CheckoutLine['color'],
  templateName: i.templateName ?? null,
  mockupUrls: i.mockupUrls ?? [],
});
const signatureOf = (items: CartItem[]) => items.map((i) => i.id).join('|');

/**
 * The prefill: each field the customer has not typed in takes the saved value, so a saved contact
 * that arrives after the account e-mail still replaces that e-mail; what the customer typed wins.
 */
function fillBlanks(current: ContactForm, saved: ContactForm, typed: ReadonlySet<ContactField>): ContactForm {
  const next = { ...current };
  for (const key of Object.keys(saved) as ContactField[]) {
    const blank = typeof current[key] === 'string' && !current[key].trim();
    if (typeof current[key] === 'string' && (blank || !typed.has(key)) && saved[key])
      (next as Record<string, unknown>)[key] = saved[key];
  }
  if (saved.subscribe && !current.subscribe && !current.lastName && !current.address1) next.subscribe = true;
  return next;
}

/**
 * The /cart checkout (docs/spec/commerce.md §4): contact form -> payment step only when the form is valid; the
 * contact is saved first (a failure there is ignored); a failed start of payment leaves the user on
 * the form; success clears the cart and goes to /order-success. Each step is its own history entry
 * (`?step=payment`): Back and Forward move between them, a reload keeps the step (the payment is
 * started again: the server keeps one open checkout per cart). What went wrong is said inline, in the step it is
 * about (no toast covers the form or its Change links), and leaving the step takes it away.
 */
export function useCartCheckout() {
  const { items, clear } = useCart();
  const { me, signedIn } = useMe();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const step: CheckoutStep = params.get('step') === 'payment' ? 'payment' : 'contact';
  const contact = useContact({ staleTime: 0, retry: 1, enabled: signedIn });
  const [form, setForm] = useState<ContactForm>(EMPTY_CONTACT);
  const typed = useRef(new Set<ContactField>());
  const [errors, setErrors] = useState<Errors>({});
  const [refusals, setRefusals] = useState(0);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<{ message: string; detail?: string } | null>(null);
  const [session, setSession] = useState<(CartPaymentIntent & { signature: string; contact: string }) | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** This page pushed the payment step, so the page's Back can be the browser's Back. */
  const pushedPayment = useRef(false);
  const digitalOnly = items.length > 0 && items.every((i) => i.size === 'digital');
  const { finishing, finish } = useFinishOrder(clear);

  // Prefill from the saved contact (or the account e-mail); fields the customer already typed in win.
  const [prefilled, setPrefilled] = useState(false);
  useEffect(() => {
    setForm((f) => fillBlanks(f, formFromContact(contact.data, me?.email ?? ''), typed.current));
    if (!contact.isPending) setPrefilled(true);
  }, [contact.data, contact.isPending, me?.email]);

  // Leaving a step (Back, Forward, Change, or the page) dismisses what was said about it.
  const [errorStep, setErrorStep] = useState(step);
  if (errorStep !== step) {
    setErrorStep(step);
    setPayError(null);
  }

  const change = <K extends ContactField>(field: K, value: ContactForm[K]) => {
    typed.current.add(field);
    // From the latest form, never this render's copy: keystrokes (or an autofill of several fields)
    // that arrive before the next render, or beside the prefill, all count (issue 27, item 1).
    setForm((f) => ({ ...f, [field]: value }));
    // A red field turns back to normal as soon as it is fixed.
    if (errors[field] && !contactErrors({ ...form, [field]: value }, { digitalOnly })[field])
      setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const goToStep = useCallback(
    (next: CheckoutStep, how: 'push' | 'replace' = 'push') => {
      if (next === 'payment' && how === 'push') pushedPayment.current = true;
      setParams(next === 'payment' ? { step: 'payment' } : {}, { replace: how === 'replace' });
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );

  const backToContact = useCallback(() => {
    if (pushedPayment.current && window.history.length > 1) {
      pushedPayment.current = false;
      window.history.back();
    } else goToStep('contact', 'replace');
  }, [goToStep]);

  /** Starts (or restarts) the payment for the cart and this contact; false when it could not. */
  const startPayment = async (): Promise<boolean> => {
    const bad = contactErrors(form, { digitalOnly });
    setErrors(bad);
    if (Object.keys(bad).length > 0) {
      setRefusals((n) => n + 1);
      return false;
    }
    const saved = contactToSend(form, digitalOnly);
    const signature = signatureOf(items);
    const contactKey = JSON.stringify(saved);
    if (session && session.signature === signature && session.contact === contactKey) return true;
    setStarting(true);
    setStartError(null);
    try {
      await saveContact(saved);
      queryClient.setQueryData(queryKeys.contact.all, (old: object | null | undefined) => ({ ...old, ...saved }));
    } catch {
      // docs/spec/commerce.md §4: a failure to save the contact is ignored and payment continues.
    }
    try {
      const started = await createCartPaymentIntent({ items: items.map(toLine), uid: me?.id ?? null, contact: saved });
      if (!started?.clientSecret) {
        setStartError({ message: 'Missing client secret' });
        return false;
      }
      setSession({ ...started, signature, contact: contactKey });
      setPayError(null);
      return true;
    } catch (err) {
      // The server's refusals are written for the customer (e.g. the line whose portrait is gone); nothing else is shown raw.
      const detail = errorText(err, {
        BAD_REQUEST: (e) => e.message,
        VALIDATION: (e) => e.message,
        CONFLICT: (e) => e.message,
        otherwise: 'Please try again in a moment.',
      });
      setStartError({ message: 'Failed to start payment', detail: typeof detail === 'string' ? detail : undefined });
      return false;
    } finally {
      setStarting(false);
    }
  };

  const continueToPayment = async () => {
    if (items.length === 0 || starting) return;
    if (await startPayment()) goToStep('payment');
  };

  // On the payment step without a started payment (a reload, or Forward after Back): start it
  // again once the saved contact is in the form, or go back to the form when it is not complete.
  const resuming = useRef(false);
  const ready = prefilled;
  useEffect(() => {
    if (step !== 'payment' || !signedIn || !ready || items.length === 0 || starting || finishing || resuming.current)
      return;
    const current = session && session.signature === signatureOf(items);
    if (current) return;
    resuming.current = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- starting the payment (a server call) is the effect
    void startPayment().then((ok) => {
      resuming.current = false;
      if (!ok) goToStep('contact', 'replace');
    });
  });

  // The cart changed (e.g. in another tab) while paying: the started payment no longer matches it.
  const signature = signatureOf(items);
  useEffect(() => {
    if (!session || finishing || signature === session.signature || step !== 'payment') return;
    // The cart in storage changed (another tab): drop the payment and go back a step.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a change outside React, answered here
    setSession(null);
    goToStep('contact', 'replace');
    setStartError({ message: 'Your cart changed.', detail: 'Please review your order and continue to payment again.' });
  }, [signature, session, finishing, step, goToStep]);

  const onPaymentDone = useCallback(
    (outcome: PaymentOutcome) => {
      if (!session) return;
      if (outcome.ok) {
        const lines = items.map((i) => ({
          imageUrl: lineImage(i),
          templateName: i.templateName,
          size: i.size,
          color: i.color,
        }));
        void finish({
          orderId: session.orderId,
          amountCents: session.amountCents,
          items: lines,
          pending: outcome.pending,
        });
        return;
      }
      const message = outcome.message || 'Payment failed';
      setPayError(message);
      setAttempt((a) => a + 1);
    },
    [session, items, finish],
  );

  const paying = step === 'payment' && session !== null && session.signature === signature;
  return {
    items,
    signedIn,
    digitalOnly,
    form,
    change,
    errors,
    refusals,
    contactLoading: signedIn && contact.isPending,
    step: paying ? step : ('contact' as const),
    starting,
    resuming: step === 'payment' && !paying,
    startError,
    continueToPayment,
    session: paying ? session : null,
    payError,
    attempt,
    finishing,
    backToContact,
    onPaymentDone,
  };
}
