/**
 * Better Auth's request validation answers like '[body.email] Invalid email address' (several joined
 * by '; '): words for developers. The customer reads one plain sentence per field instead.
 */
const FIELD_WORDS: Record<string, string> = {
  email: 'Please enter a valid email address.',
  password: 'Please enter your password.',
  newPassword: 'Please enter a new password.',
  name: 'Please enter your name.',
};

const PREFIXED = /^\[(?:body|query)\.([\w.]+)\]\s*(.*)$/s;

export function readableAuthMessage(message: string): string {
  const parts = message.split('; ').map((part) => {
    const match = PREFIXED.exec(part.trim());
    if (!match) return part.trim();
    const field = match[1]!.split('.')[0]!;
    return FIELD_WORDS[field] ?? match[2]!;
  });
  return [...new Set(parts.filter(Boolean))].join(' ');
}

/** A 4xx JSON body from Better Auth, with its `message` made readable; other bodies unchanged. */
export function readableAuthBody(status: number, contentType: string | null, body: Buffer): Buffer {
  if (status < 400 || status >= 500 || !contentType?.includes('application/json')) return body;
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { message?: unknown };
    if (typeof parsed?.message !== 'string' || !PREFIXED.test(parsed.message.split('; ')[0]!.trim())) return body;
    return Buffer.from(JSON.stringify({ ...parsed, message: readableAuthMessage(parsed.message) }));
  } catch {
    return body;
  }
}
