/**
 * How the shop greets a customer (issue 36): by the name they set on the account page, else neutrally. Sign-up once
 * stored the e-mail's local part as the name (it asked for none); that is not a name the customer gave, so it does
 * not count as one.
 */
export function greetingName(user: { name?: string | null; email?: string | null }): string | null {
  const name = user.name?.trim() ?? '';
  if (!name) return null;
  const localPart = user.email?.split('@')[0]?.trim() ?? '';
  return name === localPart ? null : name;
}

/** The first line of every e-mail: 'Hi Nora,', or 'Hello,' for a customer who has set no name. */
export const emailGreeting = (name: string | null) => (name ? `Hi ${name},` : 'Hello,');

/** Text someone typed (a customer's name, the shop's name), safe inside an e-mail's HTML. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The same line as an HTML paragraph (the name escaped: it is the customer's own text). */
export const emailGreetingHtml = (name: string | null) => `<p>${escapeHtml(emailGreeting(name))}</p>`;
