import type { EmailMessage } from '../../adapters/email/email.port.js';

export function passwordResetEmail(to: string, url: string): EmailMessage {
  return {
    to,
    subject: 'Reset your Pawtrait Studio password',
    text:
      `Someone asked to reset the password of your Pawtrait Studio account.\n\nTo choose a new ` +
      `password, open this link within one hour:\n${url}\n\nIf it was not you, ignore this ` +
      `e-mail; your password stays the same.`,
    html:
      `<p>Someone asked to reset the password of your Pawtrait Studio account.</p><p><a ` +
      `href="${url}">Choose a new password</a> (the link works for one hour).</p><p>If it was ` +
      `not you, ignore this e-mail; your password stays the same.</p>`,
  };
}

export function verifyEmailMessage(to: string, url: string): EmailMessage {
  return {
    to,
    subject: 'Confirm your Pawtrait Studio e-mail address',
    text:
      `Welcome to Pawtrait Studio!\n\nConfirm your e-mail address to receive your 5 free ` +
      `tokens:\n${url}\n\nThe link works for 24 hours. If you did not sign up, ignore this e-mail.`,
    html:
      `<p>Welcome to Pawtrait Studio!</p><p><a href="${url}">Confirm your e-mail address</a> to ` +
      `receive your 5 free tokens (the link works for 24 hours).</p><p>If you did not sign up, ` +
      `ignore this e-mail.</p>`,
  };
}
