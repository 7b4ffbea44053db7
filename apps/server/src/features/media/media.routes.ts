import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema, text } from '@dripp/contract/inputs';
import { ErrorSchema, OkSchema, okEnvelope } from '@dripp/contract/api';
import { MediaFileSchema } from '@dripp/contract/media';
import { signedIn } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { deleteMediaFile, findMedia } from '../../platform/media/media';
import { mediaServing } from '../../platform/media/owners';
import { sendMediaFile } from '../../platform/media/serve';
import { streamUploadToRecord } from '../../platform/media/stream-upload';

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

  app.post(
    '/uploads/:owner/:ownerId',
    {
      config: { access: { signedIn: true } },
      schema: {
        description:
          'A video (or any allowed file) streamed as multipart/form-data to an existing record: comm-sheet, service-ticket, recipe, schematic or promotion',
        params: z.object({ owner: text(50), ownerId: IdSchema }),
        response: {
          200: okEnvelope(MediaFileSchema),
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
          422: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await streamUploadToRecord(
        app.ctx,
        signedIn(request),
        request,
        request.params.owner,
        request.params.ownerId,
      ),
      message: 'Successfully uploaded media content',
    }),
  );
};
