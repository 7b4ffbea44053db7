import type { FastifyPluginAsync } from 'fastify';
import { foodSafetyEndpoints as endpoints } from '@dripp/contract/endpoints/food-safety';
import { signedIn } from '../../platform/access';
import { route } from '../../platform/endpoints';
import { idempotencyKeyOf } from '../../platform/idempotency';
import { uploadBodyLimit } from '../../platform/media/upload';
import { foodSafetyDay } from './food-day.service';
import { openReadingServiceTicket, saveFoodReading } from './readings.service';
import { getFoodSafetySettings, saveFoodSafetySettings } from './settings.service';
import { createFoodUnit, deleteFoodUnit, listFoodUnits, updateFoodUnit } from './units.service';

/** Food safety's settings, units, store days, readings and a failing unit's service ticket. */
export const foodSafetyRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const ok = { success: true as const };

  route(app, endpoints.settings, async (request) => ({
    ...ok,
    data: await getFoodSafetySettings(ctx, signedIn(request)),
  }));
  route(app, endpoints.saveSettings, async (request) => ({
    ...ok,
    data: await saveFoodSafetySettings(ctx, signedIn(request), request.body),
    message: 'Food safety settings saved',
  }));
  route(app, endpoints.units, async (request) => ({
    ...ok,
    data: await listFoodUnits(ctx, signedIn(request), request.params.storeId),
  }));
  route(app, endpoints.createUnit, async (request, reply) => {
    reply.code(201);
    return {
      ...ok,
      data: await createFoodUnit(ctx, signedIn(request), request.params.storeId, request.body),
      message: 'Unit saved',
    };
  });
  route(app, endpoints.updateUnit, async (request) => ({
    ...ok,
    data: await updateFoodUnit(ctx, signedIn(request), request.params.id, request.body),
    message: 'Unit saved',
  }));
  route(app, endpoints.deleteUnit, async (request) => {
    await deleteFoodUnit(ctx, signedIn(request), request.params.id);
    return { ...ok, message: 'Unit removed' };
  });
  route(app, endpoints.day, async (request) => ({
    ...ok,
    data: await foodSafetyDay(ctx, signedIn(request), request.params.storeId, request.params.date),
  }));
  route(
    app,
    endpoints.saveReading,
    async (request, reply) => {
      const data = await saveFoodReading(
        ctx,
        signedIn(request),
        request.params.id,
        request.body,
        idempotencyKeyOf(request.headers),
      );
      reply.code(201);
      return { ...ok, data, message: 'Reading saved' };
    },
    { bodyLimit: uploadBodyLimit(ctx.config) },
  );
  route(app, endpoints.serviceTicket, async (request, reply) => {
    const data = await openReadingServiceTicket(ctx, signedIn(request), request.params.id);
    reply.code(201);
    return { ...ok, data, message: 'Service Ticket opened: review it and Submit' };
  });
};
