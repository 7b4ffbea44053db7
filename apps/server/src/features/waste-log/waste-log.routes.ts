import type { FastifyPluginAsync } from 'fastify';
import { wasteLogEndpoints as endpoints } from '@dripp/contract/endpoints/waste-log';
import { signedIn } from '../../platform/access';
import { route } from '../../platform/endpoints';
import { idempotencyKeyOf } from '../../platform/idempotency';
import { saveWasteLog, wasteLog } from './waste-log.service';
import { wasteLogHistory } from './waste-log-history';
import { exportWasteLog } from './waste-log-export';

/** What a store threw away on a day, and what it cost. */
export const wasteLogRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  route(app, endpoints.day, async (request) => {
    const { entries, version } = await wasteLog(ctx, signedIn(request), request.params.storeId, request.params.date);
    return { success: true as const, data: entries, version };
  });

  route(app, endpoints.export, (request, reply) =>
    exportWasteLog(ctx, signedIn(request), request.params.storeId, request.params.date, reply),
  );

  route(app, endpoints.history, async (request) => ({
    success: true as const,
    data: await wasteLogHistory(ctx, signedIn(request), request.params.storeId, request.params.date),
  }));

  route(app, endpoints.save, async (request) => {
    const { entries, warnings, version } = await saveWasteLog(
      ctx,
      signedIn(request),
      request.params.storeId,
      request.params.date,
      request.body,
      idempotencyKeyOf(request.headers),
    );
    const message = ['Successfully saved Waste Logs', ...warnings].join('. ');
    return { success: true as const, data: entries, message, warnings, version };
  });
};
