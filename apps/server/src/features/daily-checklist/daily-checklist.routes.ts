import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, OkSchema, okEnvelope } from '@dripp/contract/api';
import { DailyChecklistSaveSchema, DailyChecklistSchema } from '@dripp/contract/daily-checklist';
import { signedIn } from '../../platform/access';
import { CalendarDateSchema, IdSchema } from '@dripp/contract/inputs';
import { dailyChecklist, saveDailyChecklist } from './daily-checklist.service';

const errors = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema };

/** Who did each opening, mid, closing and weekly task of a store's day. */
export const dailyChecklistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/daily-checklist/:storeId/:date',
    {
      config: { access: { anyOf: ['daily-checklist-view'] } },
      schema: {
        params: z.object({ storeId: IdSchema, date: CalendarDateSchema }),
        response: { 200: okEnvelope(DailyChecklistSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await dailyChecklist(ctx, signedIn(request), request.params.storeId, request.params.date),
    }),
  );

  app.post(
    '/daily-checklist/:date',
    {
      config: { access: { anyOf: ['daily-checklist-create'] } },
      schema: {
        params: z.object({ date: CalendarDateSchema }),
        body: DailyChecklistSaveSchema,
        response: { 200: OkSchema, ...errors },
      },
    },
    async (request) => {
      await saveDailyChecklist(ctx, signedIn(request), request.params.date, request.body);
      return { success: true as const, message: 'Successfully updated Daily Lists' };
    },
  );
};
