import type { FastifyPluginAsync } from 'fastify';
import { notificationsEndpoints as endpoints } from '@dripp/contract/endpoints/notifications';
import { signedIn } from '../../platform/access';
import { route } from '../../platform/endpoints';
import {
  listNotifications,
  markRead,
  ownSettings,
  saveOwnSettings,
  saveUserSettings,
  userSettings,
} from './notifications.service';

/** The bell's list, marking read, and the per-person choice of kinds and channels. */
export const notificationsRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const ok = { success: true as const };

  route(app, endpoints.list, async (request) => ({ ...ok, data: await listNotifications(ctx, signedIn(request)) }));
  route(app, endpoints.markRead, async (request) => {
    await markRead(ctx, signedIn(request), request.body);
    return ok;
  });
  route(app, endpoints.settings, async (request) => ({ ...ok, data: await ownSettings(ctx, signedIn(request)) }));
  route(app, endpoints.saveSettings, async (request) => {
    await saveOwnSettings(ctx, signedIn(request), request.body);
    return { ...ok, message: 'Notification settings saved' };
  });
  route(app, endpoints.userSettings, async (request) => ({
    ...ok,
    data: await userSettings(ctx, signedIn(request), request.params.userId),
  }));
  route(app, endpoints.saveUserSettings, async (request) => {
    await saveUserSettings(ctx, signedIn(request), request.params.userId, request.body);
    return { ...ok, message: 'Notification settings saved' };
  });
};
