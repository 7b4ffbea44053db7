import type { FastifyPluginAsync } from 'fastify';
import { dailyChecklistEndpoints as endpoints } from '@dripp/contract/endpoints/daily-checklist';
import { signedIn } from '../../platform/access';
import { route } from '../../platform/endpoints';
import { idempotencyKeyOf } from '../../platform/idempotency';
import { dailyChecklist, saveDailyChecklist } from './daily-checklist.service';

/** Who did each opening, mid, closing and weekly task of a store's day. */
export const dailyChecklistRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  route(app, endpoints.day, async (request) => ({
    success: true as const,
    data: await dailyChecklist(ctx, signedIn(request), request.params.storeId, request.params.date),
  }));

  route(app, endpoints.save, async (request) => {
    await saveDailyChecklist(
      ctx,
      signedIn(request),
      request.params.date,
      request.body,
      idempotencyKeyOf(request.headers),
    );
    return { success: true as const, message: 'Successfully updated Daily Lists' };
  });
};
