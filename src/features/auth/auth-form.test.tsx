import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { AuthForm, EmailField, PasswordField } from './auth-form';

/** An auth form as the sign-in page has it: submitting says what it has, or what is missing. */
function Form() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [said, setSaid] = useState<string | null>(null);
  const submit = async () => setSaid(email && password ? `${email} / ${password}` : 'Please enter your email.');
  return (
    <AuthForm onSubmit={submit} busy={false} error={said} submitLabel="Continue" busyLabel="...">
      <EmailField value={email} onChange={setEmail} />
      <PasswordField label="Password" autoComplete="current-password" value={password} onChange={setPassword} />
    </AuthForm>
  );
}

describe('an auth form rendered on the server (issue 36)', () => {
  it('keeps what a visitor typed before the scripts ran, in the fields and in what it submits', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.appendChild(container);
    // Typed into the server's HTML before hydration.
    (container.querySelector('input[type="email"]') as HTMLInputElement).value = 'early@example.com';
    (container.querySelector('input[type="password"]') as HTMLInputElement).value = 'typed-early';

    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'early@example.com');
    await act(async () => {
      fireEvent.submit(container.querySelector('form')!);
    });
    expect(screen.getByRole('alert').textContent).toBe('early@example.com / typed-early');
    expect(screen.getByLabelText('Password')).toHaveProperty('value', 'typed-early');
    container.remove();
  });
});
