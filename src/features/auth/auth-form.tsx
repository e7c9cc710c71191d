import { useLayoutEffect, useRef, type FormEvent, type ReactNode, type Ref } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
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

type FieldProps = { value: string; onChange: (value: string) => void; hint?: string; error?: string };

/**
 * The form is rendered on the server (issue 36): a visitor may type into it before the scripts run. React hydrates
 * the field keeping that text, but the form's state starts empty, and its next render would empty the field (and a
 * submit would find nothing). The state takes over what was typed, once, before the first paint after hydration.
 */
function useTypedBeforeHydration(value: string, onChange: (value: string) => void) {
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed && typed !== value) onChange(typed);
    // Only the first render meets the server's field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return input;
}

/** The account e-mail field of an auth form. */
export function EmailField({ value, onChange, error }: Omit<FieldProps, 'hint'>) {
  const input = useTypedBeforeHydration(value, onChange);
  return (
    <TextField
      ref={input}
      label="Email"
      type="email"
      autoComplete="email"
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** A password field of an auth form: the current password, or a new one (`autoComplete="new-password"`). */
export function PasswordField({
  label,
  autoComplete,
  value,
  onChange,
  hint,
  error,
}: FieldProps & { label: string; autoComplete: 'current-password' | 'new-password' }) {
  const input = useTypedBeforeHydration(value, onChange);
  return (
    <TextField
      ref={input}
      label={label}
      type="password"
      autoComplete={autoComplete}
      hint={hint}
      error={error}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
