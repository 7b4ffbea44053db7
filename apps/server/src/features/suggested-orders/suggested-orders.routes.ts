import type { FastifyPluginAsync } from 'fastify';
import { suggestedOrdersEndpoints as endpoints } from '@dripp/contract/endpoints/suggested-orders';
import { signedIn } from '../../platform/access';
import { route } from '../../platform/endpoints';
import { saveDeliverySchedule, vendorDeliveries } from './delivery-schedules.service';
import { productOrderSettings, saveProductOrderSettings } from './product-order-settings.service';
import { orderSuggestions } from './suggestions.service';

/** Suggested orders (DESIGN §8, decision 260): delivery days, product order settings, the suggestions. */
export const suggestedOrdersRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;

  route(app, endpoints.vendorDeliveries, async (request) => ({
    success: true as const,
    data: await vendorDeliveries(ctx, signedIn(request), request.params.vendorId),
  }));

  route(app, endpoints.saveDeliverySchedule, async (request) => ({
    success: true as const,
    data: await saveDeliverySchedule(
      ctx,
      signedIn(request),
      request.params.vendorId,
      request.params.storeId,
      request.body,
    ),
    message: 'Saved the delivery days',
  }));

  route(app, endpoints.productSettings, async (request) => ({
    success: true as const,
    data: await productOrderSettings(ctx, signedIn(request), request.params.id),
  }));

  route(app, endpoints.saveProductSettings, async (request) => ({
    success: true as const,
    data: await saveProductOrderSettings(ctx, signedIn(request), request.params.id, request.body),
    message: 'Saved the order settings',
  }));

  route(app, endpoints.suggestions, async (request) => ({
    success: true as const,
    data: await orderSuggestions(ctx, signedIn(request), request.params.storeId, request.params.vendorId),
  }));
};
