import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../lib/auth-client';
import { forgetSession } from '../../lib/session';
import { queryKeys } from '../../lib/query-keys';
import { request } from '../../lib/api-client';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { PROFILE_NAME_MAX, profilePatchSchema } from '../../../common/contracts/account';
import { greetingName } from '../../../common/greeting';

/**
 * Initial, name, e-mail and Logout (signs out and goes to /login). The name is the one the shop greets the
 * customer by; they set it here (sign-up never asks). The e-mail wraps instead of being cut.
 */
export function ProfileCard({ name, email }: { name: string; email: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const editing = draft !== null;
  // Opening the editor moves focus into it (the button that opened it is gone).
  useEffect(() => {
    if (editing) form.current?.querySelector('input')?.focus();
  }, [editing]);
  const save = useMutation({
    mutationFn: (next: string) => request('PUT /api/me/profile', { body: { name: next } }),
    onSuccess: async () => {
      setDraft(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.me.all });
    },
    onError: (err) => setError(err instanceof Error ? err.message : 'Failed to save your name.'),
  });
  const logout = async () => {
    await authClient.signOut();
    await forgetSession(queryClient);
    void navigate('/login', { replace: true });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = profilePatchSchema.safeParse({ name: draft ?? '' });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please enter your name.');
    setError(null);
    save.mutate(parsed.data.name);
  };
  // Greeted by the name they set; without one (sign-up stored the e-mail's local part), a neutral greeting.
  const own = greetingName({ name, email });
  return (
    <section className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <div className="flex flex-wrap items-center gap-4">
        <span
          className={
            'flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-100 ' +
            'font-display text-2xl font-semibold text-brand-700'
          }
          aria-hidden="true"
        >
          {(own ?? email).charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="break-words text-xl font-semibold" data-testid="account-greeting">
            {own ? `Hi ${own}` : 'Hello!'}
          </h2>
          <p className="break-all text-sm text-stone-600">{email}</p>
        </div>
        <Button variant="secondary" onClick={() => void logout()}>
          Logout
        </Button>
      </div>
      {!editing ? (
        <Button
          variant="ghost"
          className="mt-3"
          onClick={() => {
            setError(null);
            setDraft(own ?? '');
          }}
        >
          Edit your name
        </Button>
      ) : (
        <form ref={form} onSubmit={submit} noValidate className="mt-4 space-y-3">
          <TextField
            label="Your name"
            hint="We greet you by this name in the shop and in our e-mails."
            value={draft}
            maxLength={PROFILE_NAME_MAX + 20}
            autoComplete="name"
            error={error}
            onChange={(e) => {
              setDraft(e.target.value);
              if (error) setError(null);
            }}
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save'}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
