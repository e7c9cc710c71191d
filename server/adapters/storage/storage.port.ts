import fs from 'node:fs/promises';
import path from 'node:path';

/** Where the shop's files live. Keys are relative paths like 'templates/royal-pet-480.webp'. */
export type Storage = {
  put: (key: string, body: Buffer, contentType: string) => Promise<{ key: string; url: string }>;
  get: (key: string) => Promise<{ body: Buffer; contentType: string } | null>;
  exists: (key: string) => Promise<boolean>;
  delete: (key: string) => Promise<void>;
  list: (prefix: string) => Promise<string[]>;
  urlFor: (key: string) => string;
  /** The key of one of our own file URLs, or null for anything else. */
  keyFromUrl: (url: string) => string | null;
};

export const FILES_PREFIX = '/files/';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

export function contentTypeFor(key: string) {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** A key is safe when it is a plain relative path without dot segments. */
export function isSafeKey(key: string) {
  return /^[A-Za-z0-9_][A-Za-z0-9_.\-/]*$/.test(key) && !key.split('/').some((s) => s === '' || s === '.' || s === '..');
}

/**
 * The storage key of one of our own file URLs ('/files/{key}', relative or on our public origin),
 * or null for anything else: other hosts, other schemes, query strings, dot segments.
 */
export function keyFromOwnUrl(url: string, publicBase = ''): string | null {
  if (typeof url !== 'string' || url.length > 2000) return null;
  let pathname: string;
  try {
    const parsed = new URL(url, 'http://self.invalid');
    const ownOrigin = parsed.origin === 'http://self.invalid' || (publicBase !== '' && parsed.origin === new URL(publicBase).origin);
    if (!ownOrigin || parsed.search || parsed.hash || parsed.username || parsed.password) return null;
    pathname = decodeURIComponent(parsed.pathname);
  } catch {
    return null;
  }
  if (!pathname.startsWith(FILES_PREFIX)) return null;
  const key = pathname.slice(FILES_PREFIX.length);
  return isSafeKey(key) ? key : null;
}

/** Files under a root directory, served by the app at /files/{key}. */
export function createLocalStorage(root: string, publicBase = ''): Storage {
  const full = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  const urlFor = (key: string) => `${publicBase}${FILES_PREFIX}${key}`;
  return {
    async put(key, body) {
      const file = full(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(tmp, body);
      await fs.rename(tmp, file);
      return { key, url: urlFor(key) };
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        return { body: await fs.readFile(full(key)), contentType: contentTypeFor(key) };
      } catch {
        return null;
      }
    },
    async exists(key) {
      if (!isSafeKey(key)) return false;
      return fs.access(full(key)).then(() => true, () => false);
    },
    async delete(key) {
      if (!isSafeKey(key)) return;
      await fs.rm(full(key), { force: true });
    },
    async list(prefix) {
      const dir = full(prefix.replace(/\/$/, ''));
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      return names.filter((n) => !n.endsWith('.tmp')).map((n) => `${prefix.replace(/\/$/, '')}/${n}`);
    },
    urlFor,
    keyFromUrl: (url) => keyFromOwnUrl(url, publicBase),
  };
}
