import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { signedInUser } from '../../http/auth-guard.js';
import { uploadedFileSchema } from '../../../common/contracts/uploads.js';
import { AppError } from '../../core/errors.js';
import { UPLOAD_MAX_BYTES } from '../../../common/catalog.js';
import { saveUpload } from './uploads.service.js';

/** POST /api/uploads: one photo as multipart field 'file'. Signed-in customers only. */
export const uploadsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1000 },
  });
  app.post(
    '/api/uploads',
    {
      schema: { tags: ['uploads'], consumes: ['multipart/form-data'], response: { 201: uploadedFileSchema } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' }, access: 'user' },
      bodyLimit: UPLOAD_MAX_BYTES + 100_000,
    },
    async (request, reply) => {
      const user = signedInUser(request);
      if (!request.isMultipart())
        throw new AppError('BAD_REQUEST', 'Send the photo as multipart/form-data in a field named "file".');
      // Read every part, so a second file trips the one-file limit instead of being ignored.
      let first: { fieldname: string; filename: string; bytes: Buffer } | undefined;
      try {
        for await (const part of request.files()) {
          if (first) throw new AppError('BAD_REQUEST', 'Too many files');
          first = { fieldname: part.fieldname, filename: part.filename, bytes: await part.toBuffer() };
        }
      } catch (err) {
        throw err instanceof AppError ? err : translateMultipartError(err);
      }
      if (!first || first.fieldname !== 'file')
        throw new AppError('BAD_REQUEST', 'Send the photo in a field named "file".');
      const { bytes } = first;
      const file = first;
      const saved = await saveUpload(deps, { userId: user.id, bytes, filename: file.filename || 'photo' });
      return reply.status(201).send(saved);
    },
  );
};

function translateMultipartError(err: unknown): AppError {
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('PAYLOAD_TOO_LARGE', `File is larger than ${UPLOAD_MAX_BYTES} bytes`);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return new AppError('BAD_REQUEST', 'Too many files');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError('BAD_REQUEST', 'Send the photo as multipart/form-data.');
  return new AppError('BAD_REQUEST', 'The upload could not be read. Please try again.');
}
