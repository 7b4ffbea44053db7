import { z } from 'zod';
import { requiredText, text } from './inputs';
import { FilenameSchema, DataUrlSchema } from './media';
import type { PermissionKey } from './permissions';

/** Money in answers: a decimal with exactly two places, as text ("12.50"), never a float. */
export const MoneySchema = z.string().regex(/^-?\d+\.\d{2}$/);

export const MONEY_MAX = 1_000_000;
const MONEY_RE = /^\d+(\.\d{1,2})?$/;

/**
 * Money in requests: a number or numeric text with at most two places, 0 to 1,000,000;
 * answered back normalised to two places ("12.5" → "12.50").
 */
export function moneyInput(label: string) {
  return z
    .union([z.number(), z.string().trim().max(20)], {
      error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be an amount`),
    })
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: `${label} is required` });
        return z.NEVER;
      }
      if (!MONEY_RE.test(text)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be an amount of 0 or more with at most 2 decimals` });
        return z.NEVER;
      }
      const [whole = '0', part = ''] = text.split('.');
      if (BigInt(whole) * 100n + BigInt(part.padEnd(2, '0')) > BigInt(MONEY_MAX) * 100n) {
        ctx.addIssue({ code: 'custom', message: `${label} may be at most ${MONEY_MAX.toLocaleString('en-US')}` });
        return z.NEVER;
      }
      return `${BigInt(whole)}.${part.padEnd(2, '0')}`;
    });
}

/** An optional amount: blank or null is "no price". */
export function optionalMoneyInput(label: string) {
  return z
    .union([z.number(), z.string().trim().max(20)], { error: `${label} must be an amount` })
    .nullish()
    .transform((v) => (v === '' || v == null ? null : v))
    .pipe(moneyInput(label).nullable());
}

/** A product (spec 2 §3); `category_id` 0 is "No Category"; `active` '0' means deactivated. */
export const ProductSchema = z.object({
  id: z.number().int(),
  vendor_id: z.number().int(),
  category_id: z.number().int(),
  item_no: z.string().nullable(),
  description: z.string(),
  cost: MoneySchema,
  wholesale: MoneySchema.nullable(),
  retail: MoneySchema.nullable(),
  um: z.string().nullable(),
  /** The image's address, or null. */
  file: z.string().nullable(),
  active: z.enum(['0', '1']),
});
export type Product = z.infer<typeof ProductSchema>;

/** The "No Category" placeholder group (spec 2 §3). */
export const NO_CATEGORY = { id: 0, name: 'No Category' } as const;

export const ProductCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Non-null when the category is deactivated; always null for "No Category". */
  deleted_at: z.string().nullable(),
});

/**
 * A product in the grouped list with the order form's entries (spec 1 §3): the call names no store,
 * so they start blank (null); the form fills them from that store's history when asked.
 */
export const GroupedProductSchema = ProductSchema.extend({
  on_hand: z.string().nullable(),
  qty: z.number().int().nullable(),
});

/** GET /vendors/{id}/products: products grouped by category. */
export const ProductCategoryGroupSchema = z.object({
  category: ProductCategorySchema,
  products: z.array(GroupedProductSchema),
});
export type ProductCategoryGroup = z.infer<typeof ProductCategoryGroupSchema>;

const flag = (name: string) => z.enum(['0', '1'], { error: `${name} is 0 or 1` }).optional();

/**
 * activeC: 1 (or omitted) active categories only, 0 every category. activeP: 1 active items,
 * 0 deactivated items, omitted every item (spec 2 §4 and §9).
 */
export const VendorProductsQuerySchema = z.object({ activeC: flag('activeC'), activeP: flag('activeP') });
export type VendorProductsQuery = z.infer<typeof VendorProductsQuerySchema>;

/** Who may read a vendor's products: its editors, vendor readers, and the order form. */
export const VENDOR_PRODUCT_READERS = [
  'products-view',
  'vendors-view',
  'order-history-create',
] as const satisfies readonly PermissionKey[];

/** Optional text that a form may also send as a whole number (an item number typed as digits). */
const optionalTextOrNumber = (label: string, max: number) =>
  z
    .union([z.string(), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)], {
      error: `${label} must be text`,
    })
    .transform((v) => String(v))
    .pipe(text(max, { trim: true }))
    .nullish()
    .transform((v) => (v ? v : null));

/** POST /products/{vendorId} and PUT /products/{id}. An omitted or null file keeps the current image. */
export const ProductInputSchema = z.object({
  category_id: z
    .union(
      [
        z.number().int().min(0).max(2_147_483_647),
        z
          .string()
          .regex(/^(0|[1-9]\d{0,9})$/)
          .transform(Number)
          .refine((n) => n <= 2_147_483_647, 'Id is too large'),
      ],
      {
        error: 'Category must be a category id (0 for No Category)',
      },
    )
    .nullish()
    .transform((v) => v ?? 0),
  item_no: optionalTextOrNumber('Item #', 100),
  description: requiredText('Description', 500),
  cost: moneyInput('Cost'),
  wholesale: optionalMoneyInput('Wholesale'),
  retail: optionalMoneyInput('Retail'),
  um: optionalTextOrNumber('U/M', 50),
  file: DataUrlSchema.nullish(),
  filename: FilenameSchema.nullish(),
});
export type ProductInput = z.infer<typeof ProductInputSchema>;
export type ProductInputRequest = z.input<typeof ProductInputSchema>;

export const ProductCreatedSchema = z.object({ id: z.number().int() });

/** Product images (spec 2 §5). */
export const PRODUCT_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'svg'] as const;
