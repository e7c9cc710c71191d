import type { FormEvent, ReactNode, Ref } from 'react';
import { Button } from '../../components/ui/button';
import { FormError } from './auth-card';

type Props = {
  onSubmit: (e: FormEvent) => Promise<void>;
  busy: boolean;
  error: string | null;
  submitLabel: string;
  busyLabel: string;
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
};

/** The form of an auth card: its fields, then the error line and the full-width submit button. */
export function AuthForm({ onSubmit, busy, error, submitLabel, busyLabel, formRef, children }: Props) {
  return (
    <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      {children}
      <FormError message={error} />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
