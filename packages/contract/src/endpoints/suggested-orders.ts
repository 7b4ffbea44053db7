import { z } from 'zod';
import { okEnvelope } from '../api';
import { SIGNED_IN_ERRORS, endpoint } from '../endpoint';
import { IdSchema } from '../inputs';
import {
  DeliveryScheduleInputSchema,
  OrderSuggestionsSchema,
  ProductOrderSettingsSchema,
  VendorDeliveryRowSchema,
} from '../suggested-orders';

const tag = 'Suggested orders';
const errors = SIGNED_IN_ERRORS;

/** Suggested orders (DESIGN §8): delivery days, product settings, and the suggestion itself. */
export const suggestedOrdersEndpoints = {
  vendorDeliveries: endpoint({
    method: 'GET',
    path: '/vendors/:vendorId/deliveries',
    operationId: 'listVendorDeliveries',
    summary: "A vendor's delivery days at each store it serves that the caller may see",
    tag,
    access: { anyOf: ['delivery-schedules-view'] },
    params: z.object({ vendorId: IdSchema }),
    answer: okEnvelope(z.array(VendorDeliveryRowSchema)),
    errors,
  }),
  saveDeliverySchedule: endpoint({
    method: 'PUT',
    path: '/vendors/:vendorId/deliveries/:storeId',
    operationId: 'saveDeliverySchedule',
    summary: "Set a vendor's delivery days and order cut-off at one store",
    tag,
    access: { anyOf: ['delivery-schedules-edit'] },
    params: z.object({ vendorId: IdSchema, storeId: IdSchema }),
    body: DeliveryScheduleInputSchema,
    answer: okEnvelope(VendorDeliveryRowSchema),
    errors,
  }),
  productSettings: endpoint({
    method: 'GET',
    path: '/products/:id/order-settings',
    operationId: 'getProductOrderSettings',
    summary: "A product's case size, par, shelf life and rounding threshold",
    tag,
    access: { anyOf: ['products-view'] },
    params: z.object({ id: IdSchema }),
    answer: okEnvelope(ProductOrderSettingsSchema),
    errors,
  }),
  saveProductSettings: endpoint({
    method: 'PUT',
    path: '/products/:id/order-settings',
    operationId: 'saveProductOrderSettings',
    summary: "Set a product's case size, par, shelf life and rounding threshold",
    tag,
    access: { anyOf: ['product-order-settings-edit'] },
    params: z.object({ id: IdSchema }),
    body: ProductOrderSettingsSchema,
    answer: okEnvelope(ProductOrderSettingsSchema),
    errors,
  }),
  suggestions: endpoint({
    method: 'GET',
    path: '/stores/:storeId/vendors/:vendorId/suggestions',
    operationId: 'getOrderSuggestions',
    summary: "Each active product's suggestion parts for a store's next order from a vendor",
    tag,
    access: { anyOf: ['order-history-create'] },
    params: z.object({ storeId: IdSchema, vendorId: IdSchema }),
    answer: okEnvelope(OrderSuggestionsSchema),
    errors,
  }),
};
