import { z } from 'zod';
import { requiredText } from './inputs';

/** A vendor's product category; `deleted_at` non-null means deactivated (spec 2 §3, §9). */
export const CategorySchema = z.object({
  id: z.number().int(),
  vendor_id: z.number().int(),
  name: z.string(),
  deleted_at: z.string().nullable(),
});
export type Category = z.infer<typeof CategorySchema>;

/** POST /categories/{vendorId} and PUT /categories/{id}: an empty name is refused (spec 2 §5). */
export const CategoryInputSchema = z.object({
  name: requiredText('Name', 200),
});
export type CategoryInput = z.infer<typeof CategoryInputSchema>;

/** GET /vendors/{id}/categories: active 1 lists active categories, 0 deactivated ones, omitted all. */
export const VendorCategoriesQuerySchema = z.object({
  active: z.enum(['0', '1'], { error: 'active is 0 or 1' }).optional(),
});
