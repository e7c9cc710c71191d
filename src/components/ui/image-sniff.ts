import { UNSUPPORTED_FILE_TYPE } from '../../../common/catalog';
/**
 * Whether a chosen file really is a JPG, PNG or WEBP picture, by its first bytes: the browser
 * trusts the name, so a text file renamed '.jpg' would otherwise pass as a photo (issue 27, item 5).
 */
export const NOT_AN_IMAGE = UNSUPPORTED_FILE_TYPE; // a renamed '.txt' reads like any other wrong type

const startsWith = (bytes: Uint8Array, sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);

export function looksLikeImage(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, [0xff, 0xd8, 0xff]) || // JPEG
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) || // PNG
    (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) // RIFF....WEBP
  );
}

export async function isImageFile(file: Blob): Promise<boolean> {
  try {
    return looksLikeImage(new Uint8Array(await file.slice(0, 12).arrayBuffer()));
  } catch {
    return false;
  }
}
