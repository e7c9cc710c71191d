import type { EmailMessage } from '../../adapters/email/email.port.js';
import { perTokenPrice, type TokenPackage } from '../../../common/catalog.js';
import { formatCents } from '../../../common/money.js';
import { emailGreeting, emailGreetingHtml } from '../../../common/greeting.js';

/** What the payment recorded: the pack as it was bought. */
type Bought = Pick<TokenPackage, 'tokens' | 'priceCents'>;

/** The receipt of one paid token pack (text and HTML with the same content); `name` as in common/greeting.ts. */
export function tokenReceiptEmail(input: {
  to: string;
  name: string | null;
  pkg: Bought;
  shopName: string;
  balance: number;
  paymentId: string;
  tokensPage: string;
}): EmailMessage {
  const { pkg } = input;
  const lines = [
    'Thank you for your purchase!',
    `${pkg.tokens} tokens for ${formatCents(pkg.priceCents)} ($${perTokenPrice(pkg)} per token) have been added to your balance.`,
    `Your balance is now ${input.balance} tokens. Each AI portrait or edit uses 1 token.`,
    `Payment reference: ${input.paymentId}`,
  ];
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return {
    to: input.to,
    subject: `Your ${input.shopName} receipt: ${pkg.tokens} tokens`,
    text: [emailGreeting(input.name), '', ...lines, '', `Your tokens: ${input.tokensPage}`].join('\n'),
    html: [
      emailGreetingHtml(input.name),
      ...lines.map((l) => `<p>${esc(l)}</p>`),
      `<p><a href="${esc(input.tokensPage)}">Your tokens</a></p>`,
    ].join('\n'),
  };
}
