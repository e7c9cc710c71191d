import type { EmailMessage } from '../../adapters/email/email.port.js';

export function passwordResetEmail(to: string, url: string): EmailMessage {
  return {
    to,
    subject: 'Reset your Pawtrait Studio password',
    text: `Someone asked to reset the password of your Pawtrait Studio account.\n\nTo choose a new password, open this link within one hour:\n${url}\n\nIf it was not you, ignore this e-mail; your password stays the same.`,
    html: `<p>Someone asked to reset the password of your Pawtrait Studio account.</p><p><a href="${url}">Choose a new password</a> (the link works for one hour).</p><p>If it was not you, ignore this e-mail; your password stays the same.</p>`,
  };
}
