/** compose-frame answers `urls` (several: the last is moved first, docs/spec/shop.md §7) or a single `url`. */
export function orderMockups(answer: { urls?: unknown; url?: unknown }): string[] {
  const urls = Array.isArray(answer.urls)
    ? answer.urls.filter((u): u is string => typeof u === 'string' && u.length > 0)
    : [];
  if (urls.length > 1) return [urls[urls.length - 1]!, ...urls.slice(0, -1)];
  if (urls.length === 1) return urls;
  return typeof answer.url === 'string' && answer.url ? [answer.url] : [];
}
