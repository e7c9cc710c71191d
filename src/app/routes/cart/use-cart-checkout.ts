import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { ApiError } from '../../../lib/api-client';
import { useMe } from '../../../lib/use-me';
import { useCart } from '../../../features/cart/use-cart';
import type { CartItem } from '../../../features/cart/cart-storage';
import { lineImage } from '../../../lib/order-lines';
import type { PaymentOutcome } from '../../../features/payments/payment-dialog';
import { contactFromForm, EMPTY_CONTACT, formFromContact, invalidContactFields, type ContactField, type ContactForm } from '../../../features/orders/contact-rules';
import { createCartPaymentIntent, type CartPaymentSession, type CheckoutLine } from '../../../features/orders/orders-api';
import { getContact, saveContact } from '../../../features/account/contact-api';
import { useFinishOrder } from '../../../features/orders/use-finish-order';

export type CheckoutStep = 'contact' | 'payment';

const toLine = (i: CartItem): CheckoutLine => ({ id: i.id, imageUrl: i.artworkUrl, size: i.size, color: i.color ?? null, templateName: i.templateName ?? null, mockupUrls: i.mockupUrls ?? [] });
const signatureOf = (items: CartItem[]) => items.map((i) => i.id).join('|');

/** Saved values fill only the fields that are still blank. */
/**
 * The prefill: each field the customer has not typed in takes the saved value, so a saved contact
 * that arrives after the account e-mail still replaces that e-mail; what the customer typed wins.
 */
function fillBlanks(current: ContactForm, saved: ContactForm, typed: ReadonlySet<ContactField>): ContactForm {
  const next = { ...current };
  for (const key of Object.keys(saved) as ContactField[]) {
    const blank = typeof current[key] === 'string' && !(current[key] as string).trim();
    if (typeof current[key] === 'string' && (blank || !typed.has(key)) && saved[key]) (next as Record<string, unknown>)[key] = saved[key];
  }
  if (saved.subscribe && !current.subscribe && !current.lastName && !current.address1) next.subscribe = true;
  return next;
}

/**
 * The /cart checkout (spec §4): contact form -> payment step only when the form is valid; the
 * contact is saved first (a failure there is ignored); a failed start of payment leaves the user on
 * the form; Change or Back return to it; success clears the cart and goes to /order-success.
 */
export function useCartCheckout() {
  const { items, clear } = useCart();
  const { me } = useMe();
  const queryClient = useQueryClient();
  const contact = useQuery({ queryKey: ['contact'], queryFn: getContact, staleTime: 0, retry: 1 });
  const [form, setForm] = useState<ContactForm>(EMPTY_CONTACT);
  const typed = useRef(new Set<ContactField>());
  const [invalid, setInvalid] = useState<Set<ContactField>>(new Set());
  const [refusals, setRefusals] = useState(0);
  const [step, setStep] = useState<CheckoutStep>('contact');
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<{ message: string; detail?: string } | null>(null);
  const [session, setSession] = useState<(CartPaymentSession & { signature: string }) | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { finishing, finish } = useFinishOrder(clear);

  // Prefill from the saved contact (or the account e-mail); fields the customer already typed in win.
  useEffect(() => {
    setForm((f) => fillBlanks(f, formFromContact(contact.data, me?.email ?? ''), typed.current));
  }, [contact.data, me?.email]);

  const change = <K extends ContactField>(field: K, value: ContactForm[K]) => {
    typed.current.add(field);
    const next = { ...form, [field]: value };
    setForm(next);
    // A red field turns back to normal as soon as it is fixed.
    if (invalid.has(field) && !invalidContactFields(next).has(field)) setInvalid(new Set([...invalid].filter((x) => x !== field)));
  };

  const backToContact = useCallback(() => {
    setStep('contact');
    setSession(null);
    setPayError(null);
    window.scrollTo({ top: 0 });
  }, []);

  const continueToPayment = async () => {
    if (items.length === 0 || starting) return;
    const bad = invalidContactFields(form);
    setInvalid(bad);
    if (bad.size > 0) return setRefusals((n) => n + 1);
    setStarting(true);
    setStartError(null);
    const saved = contactFromForm(form);
    try {
      await saveContact(saved);
      queryClient.setQueryData(['contact'], saved);
    } catch {
      // Spec §4: a failure to save the contact is ignored and payment continues.
    }
    try {
      const started = await createCartPaymentIntent({ items: items.map(toLine), uid: me?.id ?? null, contact: saved });
      if (!started?.clientSecret) {
        setStartError({ message: 'Missing client secret' });
        toast.error('Missing client secret', { id: 'checkout' });
        return;
      }
      setSession({ ...started, signature: signatureOf(items) });
      setPayError(null);
      setStep('payment');
      window.scrollTo({ top: 0 });
    } catch (err) {
      const detail = err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : undefined;
      setStartError({ message: 'Failed to start payment', detail });
      toast.error('Failed to start payment', { id: 'checkout' });
    } finally {
      setStarting(false);
    }
  };

  // The cart changed (e.g. in another tab) while paying: the started payment no longer matches it.
  const signature = signatureOf(items);
  useEffect(() => {
    if (!session || finishing || signature === session.signature) return;
    backToContact();
    setStartError({ message: 'Your cart changed.', detail: 'Please review your order and continue to payment again.' });
  }, [signature, session, finishing, backToContact]);

  const onPaymentDone = useCallback(
    (outcome: PaymentOutcome) => {
      if (!session) return;
      if (outcome.ok) {
        const lines = items.map((i) => ({ imageUrl: lineImage(i), templateName: i.templateName, size: i.size, color: i.color }));
        void finish({ orderId: session.orderId, amountCents: session.amountCents, items: lines, pending: outcome.pending });
        return;
      }
      const message = outcome.message || 'Payment failed';
      setPayError(message);
      toast.error(message, { id: 'checkout' });
      setAttempt((a) => a + 1);
    },
    [session, items, finish],
  );

  return {
    items,
    form,
    change,
    invalid,
    refusals,
    contactLoading: contact.isPending,
    step,
    starting,
    startError,
    continueToPayment,
    session,
    payError,
    attempt,
    finishing,
    backToContact,
    onPaymentDone,
  };
}
