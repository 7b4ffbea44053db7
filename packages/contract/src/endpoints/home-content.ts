import { okEnvelope } from '../api';
import { endpoint } from '../endpoint';
import { DashboardInputSchema, DashboardSchema, PromotionInputSchema, PromotionSchema } from '../home-content';

const tag = 'Home content';
const errors = [401, 403, 404, 413, 422] as const;

/** Home's announcement and promotion card, and the promotion page (spec 2 §2 Home, Dashboard editor, Promotion). */
export const homeContentEndpoints = {
  dashboard: endpoint({
    method: 'GET',
    path: '/dashboard',
    operationId: 'getDashboard',
    summary: "Get Home's announcement and promotion card",
    tag,
    access: { signedIn: true },
    answer: okEnvelope(DashboardSchema),
    errors,
  }),
  updateDashboard: endpoint({
    method: 'PUT',
    path: '/dashboard',
    operationId: 'updateDashboard',
    summary: "Change Home's announcement and promotion card",
    tag,
    access: { anyOf: ['promotions-edit'] },
    body: DashboardInputSchema,
    answer: okEnvelope(DashboardSchema),
    errors,
  }),
  promotion: endpoint({
    method: 'GET',
    path: '/promotion',
    operationId: 'getPromotion',
    summary: 'Get the promotion page',
    tag,
    access: { signedIn: true },
    answer: okEnvelope(PromotionSchema),
    errors,
  }),
  updatePromotion: endpoint({
    method: 'PUT',
    path: '/promotion',
    operationId: 'updatePromotion',
    summary: 'Change the promotion page',
    tag,
    access: { anyOf: ['promotions-edit'] },
    body: PromotionInputSchema,
    answer: okEnvelope(PromotionSchema),
    errors,
  }),
};
