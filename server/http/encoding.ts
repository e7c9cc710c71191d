const chosen = new Map<string, 'br' | 'gzip' | 'identity'>();
/** Distinct Accept-Encoding values remembered (browsers send a handful); past this, each is parsed. */
const MAX_REMEMBERED = 64;

/** The body encoding to send for an Accept-Encoding header: brotli, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const header = acceptEncoding ?? '';
  let encoding = chosen.get(header);
  if (encoding) return encoding;
  const accepted = header.split(',').map((s) => s.trim().split(';')[0]);
  encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : 'identity';
  if (chosen.size < MAX_REMEMBERED) chosen.set(header, encoding);
  return encoding;
}
