import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, okEnvelope } from '@dripp/contract/api';
import {
  DashboardInputSchema,
  DashboardSchema,
  PromotionInputSchema,
  PromotionSchema,
} from '@dripp/contract/home-content';
import { DASHBOARD_MEDIA_OWNER, PROMOTION_MEDIA_OWNER } from '../../db/schema/index';
import { signedIn } from '../../platform/access';
import { registerMediaOwner } from '../../platform/media/owners';
import { uploadBodyLimit } from '../../platform/media/upload';
import { getDashboard, getPromotion, updateDashboard, updatePromotion } from './home-content.service';

const errors = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 413: ErrorSchema, 422: ErrorSchema };

/** Home's announcement and promotion card, and the promotion page (spec 2 §2 Home, Dashboard editor, Promotion). */
export const homeContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  for (const ownerType of [DASHBOARD_MEDIA_OWNER, PROMOTION_MEDIA_OWNER]) {
    registerMediaOwner({
      ownerType,
      editPermission: 'promotions-edit',
      storeIdOf: async () => null,
      chainWide: true,
    });
  }

  // Every signed-in user sees Home's cards.
  app.get(
    '/dashboard',
    {
      config: { access: { signedIn: true } },
      schema: { response: { 200: okEnvelope(DashboardSchema), ...errors } },
    },
    async () => ({ success: true as const, data: await getDashboard(ctx) }),
  );

  app.put(
    '/dashboard',
    {
      bodyLimit: uploadBodyLimit(ctx.config),
      config: { access: { anyOf: ['promotions-edit'] } },
      schema: { body: DashboardInputSchema, response: { 200: okEnvelope(DashboardSchema), ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await updateDashboard(ctx, signedIn(request), request.body, request.log),
      message: 'Successfully updated Dashboard',
    }),
  );

  // The promotion page is the Home card's "Details": every signed-in user may open it (docs/decisions/017).
  app.get(
    '/promotion',
    {
      config: { access: { signedIn: true } },
      schema: { response: { 200: okEnvelope(PromotionSchema), ...errors } },
    },
    async () => ({ success: true as const, data: await getPromotion(ctx) }),
  );

  app.put(
    '/promotion',
    {
      bodyLimit: uploadBodyLimit(ctx.config),
      config: { access: { anyOf: ['promotions-edit'] } },
      schema: { body: PromotionInputSchema, response: { 200: okEnvelope(PromotionSchema), ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await updatePromotion(ctx, signedIn(request), request.body),
      message: 'Successfully updated Promotion',
    }),
  );
};
