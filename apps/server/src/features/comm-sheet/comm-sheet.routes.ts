import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, okEnvelope } from '@dripp/contract/api';
import {
  CommSheetCreateSchema,
  CommSheetDaySchema,
  CommSheetShiftSchema,
  CommSheetUpdateSchema,
} from '@dripp/contract/comm-sheet';
import { signedIn } from '../../platform/access';
import { CalendarDateSchema, IdSchema } from '@dripp/contract/inputs';
import { uploadBodyLimit } from '../../platform/media/upload';
import { COMM_SHEET_EDIT, commSheetDay, createCommSheet, updateCommSheet } from './comm-sheet.service';

const DayParams = z.object({ storeId: IdSchema, date: CalendarDateSchema });
const errors = {
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  413: ErrorSchema,
  422: ErrorSchema,
};

/** The shift communication sheet: who worked each shift, what they handed over, photos and videos. */
export const commSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Only these two routes take a data-URL file, so only they get a body limit sized for a base64 image.
  const bodyLimit = uploadBodyLimit(ctx.config);

  app.get(
    '/comm-sheet/:storeId/:date',
    {
      config: { access: { anyOf: ['communication-log-view'] } },
      schema: { params: DayParams, response: { 200: okEnvelope(CommSheetDaySchema), ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await commSheetDay(ctx, signedIn(request), request.params.storeId, request.params.date),
    }),
  );

  app.post(
    '/comm-sheet/:storeId/:date',
    {
      bodyLimit,
      config: { access: { anyOf: ['communication-log-create'] } },
      schema: {
        params: DayParams,
        body: CommSheetCreateSchema,
        response: { 200: okEnvelope(CommSheetShiftSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await createCommSheet(ctx, signedIn(request), request.params.storeId, request.params.date, request.body),
      message: 'Successfully saved new Communication Sheet',
    }),
  );

  app.put(
    '/comm-sheet/:id',
    {
      bodyLimit,
      config: { access: { anyOf: COMM_SHEET_EDIT } },
      schema: {
        params: z.object({ id: IdSchema }),
        body: CommSheetUpdateSchema,
        response: { 200: okEnvelope(CommSheetShiftSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateCommSheet(ctx, signedIn(request), request.params.id, request.body),
      message: 'Successfully updated Communication Sheet',
    }),
  );
};
