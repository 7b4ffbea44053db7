import type { FastifyPluginAsync } from 'fastify';
import { storeDayEndpoints as endpoints } from '@dripp/contract/endpoints/store-day';
import { signedIn } from '../../platform/access';
import { route } from '../../platform/endpoints';
import { getChainDueTimes, getStoreDueTimes, saveChainDueTimes, saveStoreDueTimes } from './due-times.service';
import { storeDay, todayBoard } from './store-day.service';

/** Due times, each store's day with its states, and the Today board. */
export const storeDayRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const ok = { success: true as const };

  route(app, endpoints.today, async (request) => ({
    ...ok,
    data: await todayBoard(ctx, signedIn(request), ctx.now()),
  }));
  route(app, endpoints.day, async (request) => ({
    ...ok,
    data: await storeDay(ctx, signedIn(request), request.params.storeId, request.params.date, ctx.now()),
  }));
  route(app, endpoints.chainDueTimes, async (request) => ({
    ...ok,
    data: await getChainDueTimes(ctx, signedIn(request)),
  }));
  route(app, endpoints.saveChainDueTimes, async (request) => {
    await saveChainDueTimes(ctx, signedIn(request), request.body);
    return { ...ok, message: 'Due times saved' };
  });
  route(app, endpoints.storeDueTimes, async (request) => ({
    ...ok,
    data: await getStoreDueTimes(ctx, signedIn(request), request.params.storeId),
  }));
  route(app, endpoints.saveStoreDueTimes, async (request) => {
    await saveStoreDueTimes(ctx, signedIn(request), request.params.storeId, request.body);
    return { ...ok, message: 'Due times saved' };
  });
};
