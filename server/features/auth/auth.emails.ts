import type { EmailMessage } from '../../adapters/email/email.port.js';
import { emailGreeting, emailGreetingHtml, escapeHtml } from '../../../common/greeting.js';

/**
 * `name`: the name the customer set (common/greeting.ts), or null for a neutral greeting; `shop`: the shop's name in
 * the live settings.
 */
export function passwordResetEmail(to: string, url: string, name: string | null, shop: string): EmailMessage {
  return {
    to,
    subject: `Reset your ${shop} password`,
    text:
      `${emailGreeting(name)}\n\nSomeone asked to reset the password of your ${shop} account.\n\nTo choose a new ` +
      `password, open this link within one hour:\n${url}\n\nIf it was not you, ignore this ` +
      `e-mail; your password stays the same.`,
    html:
      `${emailGreetingHtml(name)}<p>Someone asked to reset the password of your ${escapeHtml(shop)} account.</p><p><a ` +
      `href="${url}">Choose a new password</a> (the link works for one hour).</p><p>If it was ` +
      `not you, ignore this e-mail; your password stays the same.</p>`,
  };
}

export function verifyEmailMessage(to: string, url: string, name: string | null, shop: string): EmailMessage {
  return {
    to,
    subject: `Confirm your ${shop} e-mail address`,
    text:
      `${emailGreeting(name)}\n\nWelcome to ${shop}!\n\nConfirm your e-mail address to receive your 5 free ` +
      `tokens:\n${url}\n\nThe link works for 24 hours. If you did not sign up, ignore this e-mail.`,
    html:
      `${emailGreetingHtml(name)}<p>Welcome to ${escapeHtml(shop)}!</p><p><a href="${url}">Confirm your e-mail address</a> to ` +
      `receive your 5 free tokens (the link works for 24 hours).</p><p>If you did not sign up, ` +
      `ignore this e-mail.</p>`,
  };
}
