import type { FastifyPluginAsync } from 'fastify';
import { profileEndpoints as endpoints } from '@dripp/contract/endpoints/profile';
import { signedIn } from '../../platform/access';
import { route } from '../../platform/endpoints';
import { profileOf, setOwnLanguage, setOwnTemperatureUnit } from './profile.service';

export const profileRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  route(app, endpoints.get, async (request) => ({
    success: true as const,
    data: await profileOf(db, signedIn(request), request.params.username),
  }));

  route(app, endpoints.setOwnLanguage, async (request) => ({
    success: true as const,
    data: { language: await setOwnLanguage(db, signedIn(request), request.body.language) },
  }));

  route(app, endpoints.setOwnTemperatureUnit, async (request) => ({
    success: true as const,
    data: { temperature_unit: await setOwnTemperatureUnit(db, signedIn(request), request.body.temperature_unit) },
  }));
};
