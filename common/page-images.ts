/**
 * The `sizes` of the order page's style picture (/create/{id}, src/app/routes/create/order-preview.tsx): the <img>
 * and the server's preload of it must agree. Two columns from 1024 px (gap 3rem, 1.5rem padding), one below.
 */
export const ORDER_PAGE_IMAGE_SIZES =
  '(min-width: 1152px) 528px, (min-width: 1024px) calc(50vw - 3rem), (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)';

/**
 * A style preview's AVIF twin (`…-672.avif` beside `…-672.webp`; server/db/seed.ts makes them, the files route serves
 * them in the WebP's place to browsers that accept AVIF: decision 067).
 */
export const avifTwin = (webpKey: string) => webpKey.replace(/\.webp$/, '.avif');
/** The preview widths that have an AVIF twin: the phones' (the 960 px one stays WebP only). */
export const AVIF_WIDTHS: readonly number[] = [480, 640, 672, 720];
/** A style preview's key at a width that has an AVIF twin (`templates/…-672.webp`). */
export const hasAvifTwin = (key: string) =>
  key.startsWith('templates/') && AVIF_WIDTHS.some((w) => key.endsWith(`-${w}.webp`));
