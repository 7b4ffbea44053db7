import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@dripp/contract/inputs';
import { ErrorSchema, OkSchema } from '@dripp/contract/api';
import { signedIn } from '../../platform/access';
import { HttpError, notFound } from '../../platform/errors';
import { deleteMediaFile, findMedia } from '../../platform/media/media';
import { mediaStorage, parseRange } from '../../platform/media/storage';

const Params = z.object({
  id: text(64),
  filename: text(255),
});

/** The raw bytes, sent with the file's own content type (never serialised as JSON). */
const FileBytes = z.unknown().describe('The file, with its real content type');

function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * GET is public on purpose: the id is 128 random bits, so the address itself is the capability
 * (img and video tags cannot send a bearer token). The answer can never run in the portal's
 * origin: nosniff, the real type, and a sandboxing CSP (SVG can hold script).
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:id/:filename',
    {
      config: { access: { public: true } },
      schema: { params: Params, response: { 200: FileBytes, 206: FileBytes, 404: ErrorSchema, 416: ErrorSchema } },
    },
    async (request, reply) => {
      const row = await findMedia(app.ctx.db, request.params.id, request.params.filename);
      const range = parseRange(request.headers.range, row.size);
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${row.size}`);
        throw new HttpError(416, 'The requested range is outside the file');
      }
      const body = await mediaStorage(app.ctx.config).get(row.id, range ?? undefined);
      if (!body) throw notFound('No such file');
      reply
        .header('content-type', row.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('accept-ranges', 'bytes')
        .header('content-disposition', contentDisposition(row.filename))
        // Only a document (SVG) can run script; a stricter policy on images and videos would
        // stop some browsers from showing them when opened directly in a tab.
        .header(
          'content-security-policy',
          row.contentType === 'image/svg+xml'
            ? "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'"
            : 'sandbox',
        );
      if (range) {
        reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${row.size}`)
          .header('content-length', range.end - range.start + 1);
      } else {
        reply.header('content-length', row.size);
      }
      return reply.send(body);
    },
  );

  app.delete(
    '/media/:id/:filename',
    {
      config: { access: { signedIn: true } },
      schema: { params: Params, response: { 200: OkSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema } },
    },
    async (request) => {
      await deleteMediaFile(app.ctx, signedIn(request), request.params.id, request.params.filename, request.log);
      return { success: true as const, message: 'Successfully removed media content' };
    },
  );
};
