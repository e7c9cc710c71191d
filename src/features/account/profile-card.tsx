import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../lib/auth-client';
import { forgetSession } from '../../lib/session';
import { Button } from '../../components/ui/button';

/** Initial, name, e-mail and Logout (signs out and goes to /login). */
export function ProfileCard({ name, email }: { name: string; email: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = async () => {
    await authClient.signOut();
    await forgetSession(queryClient);
    void navigate('/login', { replace: true });
  };
  return (
    <section className="flex flex-wrap items-center gap-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <span
        className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-100 font-display text-2xl font-semibold text-brand-700"
        aria-hidden="true"
      >
        {(name || email).charAt(0).toUpperCase()}
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-xl font-semibold">{name || email.split('@')[0]}</h2>
        <p className="truncate text-sm text-stone-600">{email}</p>
      </div>
      <Button variant="secondary" onClick={() => void logout()}>
        Logout
      </Button>
    </section>
  );
}
