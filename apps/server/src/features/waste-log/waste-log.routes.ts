import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, okEnvelope } from '@dripp/contract/api';
import { WasteLogSaveSchema, WasteLogSavedSchema, WasteLogSchema } from '@dripp/contract/waste-log';
import { signedIn } from '../../platform/access';
import { CalendarDateSchema, IdSchema } from '@dripp/contract/inputs';
import { saveWasteLog, wasteLog } from './waste-log.service';

const Params = z.object({ storeId: IdSchema, date: CalendarDateSchema });
const errors = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema };

/** What a store threw away on a day, and what it cost. */
export const wasteLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/wastelog/:storeId/:date',
    {
      config: { access: { anyOf: ['waste-log-view'] } },
      schema: { params: Params, response: { 200: okEnvelope(WasteLogSchema), ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await wasteLog(ctx, signedIn(request), request.params.storeId, request.params.date),
    }),
  );

  app.post(
    '/wastelog/:storeId/:date',
    {
      config: { access: { anyOf: ['waste-log-create'] } },
      schema: { params: Params, body: WasteLogSaveSchema, response: { 200: WasteLogSavedSchema, ...errors } },
    },
    async (request) => {
      const { entries, warnings } = await saveWasteLog(
        ctx,
        signedIn(request),
        request.params.storeId,
        request.params.date,
        request.body,
      );
      const message = ['Successfully saved Waste Logs', ...warnings].join('. ');
      return { success: true as const, data: entries, message, warnings };
    },
  );
};
