import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from '../../lib/toast';
import type { Contact } from '../../../common/contracts/account';
import { Button } from '../../components/ui/button';
import { AddressFields, type AddressValue } from '../../components/ui/address-fields';
import { useContact } from './api/get-contact';
import { saveContact } from './api/save-contact';
import { queryKeys } from '../../lib/query-keys';
import { stateName } from '../../../common/contracts/us-states';
import { SectionCard } from '../../components/ui/section-card';

const EMPTY: AddressValue = { address1: '', address2: '', city: '', region: '', zip: '' };
const REQUIRED = ['address1', 'city', 'region', 'zip'] as const;

/** The saved shipping address: view, edit (Save / Cancel), 'No address on file.' when there is none. */
export function AddressSection() {
  const queryClient = useQueryClient();
  const contact = useContact();
  const [draft, setDraft] = useState<AddressValue | null>(null);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const address = contact.data?.address;

  const save = useMutation({
    mutationFn: (value: AddressValue) => {
      // Merge-write: send the whole contact so nothing else on it changes.
      const next: Partial<Contact> = { ...(contact.data ?? {}), address: { country: 'US', ...trimmed(value) } };
      return saveContact(next);
    },
    onSuccess: ({ contact: saved }) => {
      queryClient.setQueryData(queryKeys.contact.all, saved);
      setDraft(null);
      toast.success('Address saved');
    },
  });

  const edit = () => {
    save.reset();
    setInvalid(new Set());
    setDraft(
      address
        ? {
            address1: address.address1 ?? '',
            address2: address.address2 ?? '',
            city: address.city ?? '',
            region: address.region ?? '',
            zip: address.zip ?? '',
          }
        : EMPTY,
    );
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft) return;
    const bad = new Set<string>(REQUIRED.filter((f) => !draft[f].trim()));
    setInvalid(bad);
    if (bad.size === 0) save.mutate(draft);
  };

  return (
    <SectionCard
      title="Shipping address"
      id="address"
      testId="account-address"
      action={
        !draft &&
        contact.data !== undefined && (
          <Button variant="secondary" onClick={edit}>
            {address ? 'Edit' : 'Add address'}
          </Button>
        )
      }
    >
      {contact.isPending && (
        <div className="h-20 animate-pulse rounded-2xl bg-stone-100" aria-label="Loading address" />
      )}
      {contact.isError && <p className="text-red-700">We couldn't load your address. Please refresh the page.</p>}
      {!draft &&
        contact.data !== undefined &&
        (address ? (
          <address className="not-italic leading-relaxed text-stone-700" data-testid="address-view">
            {address.address1}
            {address.address2 && `, ${address.address2}`}
            <br />
            {address.city}, {stateName(address.region ?? '')} {address.zip}
            <br />
            United States
          </address>
        ) : (
          <p className="text-stone-600">No address on file.</p>
        ))}
      {draft && (
        <form onSubmit={submit} noValidate className="space-y-4" data-testid="address-form">
          <AddressFields
            value={draft}
            invalid={invalid}
            disabled={save.isPending}
            onChange={(field, value) => {
              setDraft({ ...draft, [field]: value });
              if (invalid.has(field) && value.trim()) setInvalid(new Set([...invalid].filter((f) => f !== field)));
            }}
          />
          {/* A failed save is said at the form it is about, not in a toast over it. */}
          {save.isError && (
            <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
              Failed to save address
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-3 pt-2">
            <Button variant="secondary" onClick={() => setDraft(null)} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </form>
      )}
    </SectionCard>
  );
}

function trimmed(v: AddressValue): AddressValue {
  return {
    address1: v.address1.trim(),
    address2: v.address2.trim(),
    city: v.city.trim(),
    region: v.region.trim(),
    zip: v.zip.trim(),
  };
}
