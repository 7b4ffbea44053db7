import type { FastifyPluginAsync } from 'fastify';
import { mediaEndpoints as endpoints } from '@dripp/contract/endpoints/media';
import { signedIn } from '../../platform/access';
import { route } from '../../platform/endpoints';
import { notFound } from '../../platform/errors';
import { deleteMediaFile, findMedia } from '../../platform/media/media';
import { mediaServing } from '../../platform/media/owners';
import { sendMediaFile } from '../../platform/media/serve';
import { streamUploadToRecord } from '../../platform/media/stream-upload';

/**
 * GET is public on purpose: the id is 128 random bits, so the address itself is the capability
 * (img and video tags cannot send a bearer token). The answer can never run in the portal's
 * origin: nosniff, the real type, and a sandboxing CSP (SVG can hold script). It is the raw
 * bytes with the file's own content type, never serialised as JSON.
 */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.file, async (request, reply) => {
    const row = await findMedia(app.ctx.db, request.params.id, request.params.filename);
    // Files whose owner serves them by token (HR documents) are not reachable by address alone.
    if (mediaServing(row.ownerType) !== 'public') throw notFound('No such file');
    return sendMediaFile(app.ctx.config, reply, row, { rangeHeader: request.headers.range });
  });

  route(app, endpoints.remove, async (request) => {
    await deleteMediaFile(app.ctx, signedIn(request), request.params.id, request.params.filename, request.log);
    return { success: true as const, message: 'Successfully removed media content' };
  });

  route(app, endpoints.upload, async (request) => ({
    success: true as const,
    data: await streamUploadToRecord(app.ctx, signedIn(request), request, request.params.owner, request.params.ownerId),
    message: 'Successfully uploaded media content',
  }));
};
