import { z } from 'zod';
import { eachOnce } from './inputs';
import { WallTimeSchema, WeekdaySchema } from './store-day';

/**
 * Suggested orders (DESIGN §8, beyond the spec): what a store needs to know to suggest a line's
 * quantity, and the suggestion with its parts. The method and its constants: decision 260.
 */

export const LEAD_DAYS_MAX = 14;
export const CASE_SIZE_MAX = 10_000;
export const PAR_MAX = 1_000_000;
export const SHELF_LIFE_DAYS_MAX = 365;

/**
 * When a vendor delivers to a store, in the store's zone: ISO weekdays (1 Monday … 7 Sunday), and
 * the order must be in `lead_days` days before a delivery day, by `order_by` (store time).
 * "Tue and Fri, order by 2 PM the day before" is `{ delivery_days: [2, 5], lead_days: 1, order_by: '14:00' }`.
 */
export const DeliveryScheduleInputSchema = z.object({
  delivery_days: z
    .array(WeekdaySchema, { error: 'Pick the delivery days' })
    .min(1, 'Pick at least one delivery day')
    .max(7)
    .superRefine(eachOnce()),
  lead_days: z
    .number({ error: 'Lead time must be a whole number of days' })
    .int('Lead time must be a whole number of days')
    .min(0, 'Lead time cannot be negative')
    .max(LEAD_DAYS_MAX, `Lead time may be at most ${LEAD_DAYS_MAX} days`),
  order_by: WallTimeSchema,
});
export type DeliveryScheduleInput = z.infer<typeof DeliveryScheduleInputSchema>;

/** GET /vendors/{vendorId}/deliveries: one row per store the vendor serves that the caller may see; `schedule` null when none is set. */
export const VendorDeliveryRowSchema = z.object({
  store: z.object({ id: z.number().int(), number: z.string(), title: z.string(), time_zone: z.string() }),
  schedule: DeliveryScheduleInputSchema.nullable(),
  /** The store's next two deliveries from now (store dates, YYYY-MM-DD), when a schedule is set. */
  next_deliveries: z.array(z.string()),
});
export type VendorDeliveryRow = z.infer<typeof VendorDeliveryRowSchema>;

/** What a product needs for a suggestion, chain-wide; null means "not set" (case size 1, no par, no cap, 50 %). */
export const ProductOrderSettingsSchema = z.object({
  case_size: z.number().int().min(1).max(CASE_SIZE_MAX).nullable(),
  par: z.number().min(0).max(PAR_MAX).nullable(),
  shelf_life_days: z.number().int().min(1).max(SHELF_LIFE_DAYS_MAX).nullable(),
  /** Round up to a whole case only when the part case needed is above this share of a case, in percent. */
  case_threshold_pct: z.number().int().min(0).max(100).nullable(),
});
export type ProductOrderSettings = z.infer<typeof ProductOrderSettingsSchema>;

/** Why a product has no suggestion. */
export const NoSuggestionReasonSchema = z.enum(['too-few-orders', 'no-delivery-schedule']);
export type NoSuggestionReason = z.infer<typeof NoSuggestionReasonSchema>;
export const NO_SUGGESTION_TEXT: Record<NoSuggestionReason, string> = {
  'too-few-orders': 'No suggestion yet: fewer than 3 orders of this product at this store',
  'no-delivery-schedule': "No suggestion: this vendor's delivery days at this store are not set",
};

/**
 * One product's suggestion parts, everything but the on-hand the manager is about to type: the
 * client finishes the number with `suggestQuantity` from `@dripp/domain/suggested-order`, and the
 * server repeats it at submit to keep the suggestion beside the ordered quantity.
 */
export const SuggestionPartsSchema = z.object({
  product_id: z.number().int(),
  /** null: no suggestion, and `reason` says why. */
  reason: NoSuggestionReasonSchema.nullable(),
  /** Average units a day over the weeks looked at. */
  daily_usage: z.number(),
  /** Monday first: each weekday's share against an average day (1 = average). */
  weekday_weights: z.array(z.number()).length(7),
  /** Orders and intervals the rate was estimated from, and those left out (negative, zero-day). */
  intervals_used: z.number().int(),
  intervals_left_out: z.number().int(),
  /** Days from today to the delivery after next, capped by the shelf life. */
  cover_days: z.number(),
  /** Expected use over the cover days, weekday-weighted. */
  cover_usage: z.number(),
  safety: z.number(),
  on_order: z.number(),
  case_size: z.number().int(),
  case_threshold_pct: z.number().int(),
  shelf_life_capped: z.boolean(),
  /** The product's par, when set: the suggestion never leaves the shelf below it. */
  par: z.number().nullable(),
  /** The product's last order at the store, for the under-half / over-twice check's context. */
  last_qty: z.number().int().nullable(),
});
export type SuggestionParts = z.infer<typeof SuggestionPartsSchema>;

/** GET /stores/{storeId}/vendors/{vendorId}/suggestions */
export const OrderSuggestionsSchema = z.object({
  /** The store's today (YYYY-MM-DD) the suggestion counts from. */
  as_of: z.string(),
  next_delivery: z.string().nullable(),
  delivery_after: z.string().nullable(),
  products: z.array(SuggestionPartsSchema),
});
export type OrderSuggestions = z.infer<typeof OrderSuggestionsSchema>;

/** The overview's measure: the share of submitted lines ordered within ±1 unit of their suggestion. */
export const SUGGESTION_MATCH_UNITS = 1;
