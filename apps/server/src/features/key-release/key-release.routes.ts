import type { FastifyPluginAsync } from 'fastify';
import { keyReleaseEndpoints as endpoints } from '@dripp/contract/endpoints/key-release';
import { signedIn } from '../../platform/access';
import { route } from '../../platform/endpoints';
import { exportKeyReleases } from './key-release-export';
import { createKeyRelease, deleteKeyRelease, keyReleaseList, updateKeyRelease } from './key-release.service';

/** The store's signed log of keys given out and returned. */
export const keyReleaseRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  route(app, endpoints.list, async (request) => ({
    success: true as const,
    data: await keyReleaseList(ctx, signedIn(request), request.params.storeId),
  }));

  route(app, endpoints.export, (request, reply) =>
    exportKeyReleases(ctx, signedIn(request), request.params.storeId, reply),
  );

  route(app, endpoints.create, async (request) => ({
    success: true as const,
    data: await createKeyRelease(ctx, signedIn(request), request.params.storeId, request.body),
    message: 'Successfully saved Key Release',
  }));

  route(app, endpoints.update, async (request) => ({
    success: true as const,
    data: await updateKeyRelease(ctx, signedIn(request), request.params.id, request.body),
    message: 'Successfully updated Key Release',
  }));

  route(app, endpoints.remove, async (request) => {
    await deleteKeyRelease(ctx, signedIn(request), request.params.id);
    return { success: true as const, message: 'Successfully removed Key Release' };
  });
};
