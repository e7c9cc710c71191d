import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  contentTypeFor,
  FILES_PREFIX,
  isPublicKey,
  isSafeKey,
  keyFromOwnUrl,
  signedExpiry,
  type Storage,
} from './storage.port.js';

export type S3Options = {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle?: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Optional key prefix inside the bucket, e.g. 'shop/'. */
  prefix?: string;
};

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * Any S3-compatible store. Files are still addressed by our own /files/{key} URLs, which keeps every
 * image URL ours: public files are streamed with long cache headers (a CDN in front caches them);
 * private files, once the app has checked who asks, redirect to a short pre-signed GET URL.
 */
export function createS3Storage(opts: S3Options, publicBase = ''): Storage {
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: opts.forcePathStyle ?? Boolean(opts.endpoint),
    credentials:
      opts.accessKeyId && opts.secretAccessKey
        ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
        : undefined,
    maxAttempts: 3,
  });
  const prefix = opts.prefix ?? '';
  const bucket = opts.bucket;
  const objectKey = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return `${prefix}${key}`;
  };
  const urlFor = (key: string) => `${publicBase}${FILES_PREFIX}${key}`;
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: opts.bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
          CacheControl: isPublicKey(key) ? 'public, max-age=31536000, immutable' : 'private, max-age=3600',
        }),
      );
      return { key, url: urlFor(key) };
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: opts.bucket, Key: objectKey(key) }));
        const body = Buffer.from(await out.Body!.transformToByteArray());
        return { body, contentType: out.ContentType ?? contentTypeFor(key) };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async exists(key) {
      if (!isSafeKey(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket: opts.bucket, Key: objectKey(key) }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async delete(key) {
      if (!isSafeKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket: opts.bucket, Key: objectKey(key) }));
    },
    async list(listPrefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const out = await client.send(
          new ListObjectsV2Command({
            Bucket: opts.bucket,
            Prefix: `${prefix}${listPrefix.replace(/\/$/, '')}/`,
            ContinuationToken: token,
          }),
        );
        for (const o of out.Contents ?? []) if (o.Key) keys.push(o.Key.slice(prefix.length));
        token = out.IsTruncated ? out.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
    urlFor,
    async signedUrl(key, opts = {}) {
      const ttl = opts.ttlSeconds ?? 15 * 60;
      // A whole signing window, so the same file keeps one URL for a while (browser cache).
      const exp = signedExpiry(ttl);
      const signingDate = new Date((exp - 2 * Math.max(60, Math.floor(ttl / 2))) * 1000);
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: objectKey(key),
        ResponseContentDisposition: opts.download
          ? `attachment; filename="${opts.download.replace(/[^A-Za-z0-9._-]/g, '_')}"`
          : undefined,
      });
      return getSignedUrl(client, command, { expiresIn: exp - Math.floor(signingDate.getTime() / 1000), signingDate });
    },
    redirectsToStore: true,
    keyFromUrl: (url) => keyFromOwnUrl(url, publicBase),
  };
}
