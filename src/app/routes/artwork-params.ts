/** What /artwork shows: handed over in navigation state, and kept in the address for a reload or a new tab. */
export type ArtworkState = {
  artworkUrl?: string;
  originalUrl?: string | null;
  images?: string[];
  size?: string | null;
  color?: string | null;
  templateName?: string | null;
};

/** Only the shop's own files come from an address (a crafted link cannot show someone else's picture as "your artwork"). */
const ownFile = (v: string | null) =>
  v && v.startsWith('/files/') && !v.includes('..') && !v.startsWith('//') ? v : null;
const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

/** The state as query parameters: art, original, view (each mockup), size, color, style. */
export function artworkToParams(state: ArtworkState): URLSearchParams {
  const params = new URLSearchParams();
  const art = text(state.artworkUrl);
  if (!art) return params;
  params.set('art', art);
  if (text(state.originalUrl)) params.set('original', state.originalUrl!);
  for (const view of Array.isArray(state.images) ? state.images : [])
    if (text(view) && view !== art) params.append('view', view);
  if (text(state.size)) params.set('size', state.size!);
  if (text(state.color)) params.set('color', state.color!);
  if (text(state.templateName)) params.set('style', state.templateName!);
  return params;
}

/** The state read back from the address; empty when it names no artwork of the shop's own. */
export function artworkFromParams(params: URLSearchParams): ArtworkState {
  const art = ownFile(params.get('art'));
  if (!art) return {};
  return {
    artworkUrl: art,
    originalUrl: ownFile(params.get('original')),
    images: [art, ...params.getAll('view').flatMap((v) => ownFile(v) ?? [])],
    size: params.get('size'),
    color: params.get('color'),
    templateName: params.get('style'),
  };
}
