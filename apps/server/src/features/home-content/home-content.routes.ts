import type { FastifyPluginAsync } from 'fastify';
import { homeContentEndpoints as endpoints } from '@dripp/contract/endpoints/home-content';
import { DASHBOARD_MEDIA_OWNER, PROMOTION_MEDIA_OWNER } from '../../db/schema/index';
import { signedIn } from '../../platform/access';
import { route } from '../../platform/endpoints';
import { registerMediaOwner } from '../../platform/media/owners';
import { uploadBodyLimit } from '../../platform/media/upload';
import { getDashboard, getPromotion, updateDashboard, updatePromotion } from './home-content.service';

/** Home's announcement and promotion card, and the promotion page (spec 2 §2 Home, Dashboard editor, Promotion). */
export const homeContentRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  for (const ownerType of [DASHBOARD_MEDIA_OWNER, PROMOTION_MEDIA_OWNER]) {
    registerMediaOwner({
      ownerType,
      editPermission: 'promotions-edit',
      storeIdOf: async () => null,
      chainWide: true,
    });
  }
  const bodyLimit = uploadBodyLimit(ctx.config);

  // Every signed-in user sees Home's cards.
  route(app, endpoints.dashboard, async () => ({ success: true as const, data: await getDashboard(ctx) }));

  route(
    app,
    endpoints.updateDashboard,
    async (request) => ({
      success: true as const,
      data: await updateDashboard(ctx, signedIn(request), request.body, request.log),
      message: 'Successfully updated Dashboard',
    }),
    { bodyLimit },
  );

  // The promotion page is the Home card's "Details": every signed-in user may open it (docs/decisions/017).
  route(app, endpoints.promotion, async () => ({ success: true as const, data: await getPromotion(ctx) }));

  route(
    app,
    endpoints.updatePromotion,
    async (request) => ({
      success: true as const,
      data: await updatePromotion(ctx, signedIn(request), request.body),
      message: 'Successfully updated Promotion',
    }),
    { bodyLimit },
  );
};
