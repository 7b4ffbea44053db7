import type { FastifyPluginAsync } from 'fastify';
import { commSheetEndpoints as endpoints } from '@dripp/contract/endpoints/comm-sheet';
import { signedIn } from '../../platform/access';
import { route } from '../../platform/endpoints';
import { idempotencyKeyOf } from '../../platform/idempotency';
import { writerLanguage } from '../../platform/writer-language';
import { uploadBodyLimit } from '../../platform/media/upload';
import { commSheetDay, createCommSheet, updateCommSheet } from './comm-sheet.service';

/** The shift communication sheet: who worked each shift, what they handed over, photos and videos. */
export const commSheetRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  // Only the two saves take a data-URL file, so only they get a body limit sized for a base64 image.
  const bodyLimit = uploadBodyLimit(ctx.config);

  route(app, endpoints.day, async (request) => ({
    success: true as const,
    data: await commSheetDay(ctx, signedIn(request), request.params.storeId, request.params.date),
  }));

  route(
    app,
    endpoints.create,
    async (request) => ({
      success: true as const,
      data: await createCommSheet(
        ctx,
        signedIn(request),
        request.params.storeId,
        request.params.date,
        request.body,
        idempotencyKeyOf(request.headers),
        writerLanguage(request.headers, signedIn(request).language),
      ),
      message: 'Successfully saved new Communication Sheet',
    }),
    { bodyLimit },
  );

  route(
    app,
    endpoints.update,
    async (request) => ({
      success: true as const,
      data: await updateCommSheet(
        ctx,
        signedIn(request),
        request.params.id,
        request.body,
        idempotencyKeyOf(request.headers),
        writerLanguage(request.headers, signedIn(request).language),
      ),
      message: 'Successfully updated Communication Sheet',
    }),
    { bodyLimit },
  );
};
