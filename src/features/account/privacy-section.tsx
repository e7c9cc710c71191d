import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from '../../lib/toast';
import { ApiError } from '../../lib/api-client';
import { deleteAccount } from './api/delete-account';
import { forgetSession } from '../../lib/session';
import { Button, buttonClass } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { SectionCard } from '../../components/ui/section-card';
import { TextField } from '../../components/ui/text-field';

/** The account's data: Download my data (a zip) and Delete my account (confirmed by the password). */
export function PrivacySection() {
  const [confirming, setConfirming] = useState(false);
  return (
    <SectionCard title="Your data" id="privacy" testId="account-privacy">
      <p className="text-sm leading-relaxed text-stone-600">
        Download a copy of everything we keep about you: profile, addresses, orders, token history, your portraits and
        photos.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href="/api/me/export" download className={buttonClass('secondary')} data-testid="download-my-data">
          Download my data
        </a>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Delete my account
        </Button>
      </div>
      <DeleteAccountDialog open={confirming} onClose={() => setConfirming(false)} />
    </SectionCard>
  );
}

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState('');
  const remove = useMutation({
    // Accounts made with Google or Apple have no password: the server then compares the e-mail address.
    mutationFn: () => deleteAccount({ password: secret, email: secret }),
    onSuccess: async () => {
      await forgetSession(queryClient);
      toast.success('Your account has been deleted.');
      void navigate('/', { replace: true });
    },
  });
  const error =
    remove.error instanceof ApiError
      ? remove.error.message
      : remove.error
        ? 'Something went wrong. Please try again.'
        : null;
  const close = () => {
    setSecret('');
    remove.reset();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (secret && !remove.isPending) remove.mutate();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title="Delete your account?"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Keep my account
          </Button>
          <button
            type="submit"
            form="delete-account-form"
            disabled={!secret || remove.isPending}
            className={buttonClass('primary', 'bg-red-600 hover:bg-red-700 active:bg-red-800')}
          >
            {remove.isPending ? 'Deleting…' : 'Delete my account'}
          </button>
        </>
      }
    >
      <p>
        Your profile, saved address, photos, portraits, cart and tokens are deleted for good, and you are signed out on
        every device. Paid orders stay in our books for accounting, without your name, address or pictures.
      </p>
      <form id="delete-account-form" onSubmit={submit} className="mt-4">
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={secret}
          onChange={(e) => {
            setSecret(e.target.value);
            if (remove.isError) remove.reset();
          }}
          hint="Signed in with Google or Apple? Type your e-mail address instead."
          error={error}
          required
        />
      </form>
    </Modal>
  );
}
