import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@dripp/contract/inputs';
import { ErrorSchema, OkSchema } from '@dripp/contract/api';
import { signedIn } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { deleteMediaFile, findMedia } from '../../platform/media/media';
import { mediaServing } from '../../platform/media/owners';
import { sendMediaFile } from '../../platform/media/serve';

const Params = z.object({
  id: text(64),
  filename: text(255),
});

/** The raw bytes, sent with the file's own content type (never serialised as JSON). */
const FileBytes = z.unknown().describe('The file, with its real content type');

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
      // Files whose owner serves them by token (HR documents) are not reachable by address alone.
      if (mediaServing(row.ownerType) !== 'public') throw notFound('No such file');
      return sendMediaFile(app.ctx.config, reply, row, { rangeHeader: request.headers.range });
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
