import { z } from 'zod';
import { CalendarDateSchema, IdSchema, MAX_INT, sheetCell, text } from './inputs';
import { MoneySchema } from './products';

export const ORDER_QTY_MAX = 100_000;
export const ORDER_LINES_MAX = 2000;
export const ON_HAND_MAX = 1_000_000;

/**
 * A line's quantity: blank or null means "not ordered" (the line is left out); anything else
 * must be a whole number from 0 to 100,000.
 */
export const OrderQtySchema = z
  .union([z.number(), z.string().max(20)], { error: 'Quantity must be a whole number' })
  .nullish()
  .transform((value, ctx): number | null => {
    if (value == null) return null;
    const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : 'NaN') : value.trim();
    if (text === '') return null;
    if (!/^-?\d+(\.\d+)?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'Quantity must be a number' });
      return z.NEVER;
    }
    const n = Number(text);
    if (n < 0) {
      ctx.addIssue({ code: 'custom', message: 'Quantity cannot be negative' });
      return z.NEVER;
    }
    if (!Number.isInteger(n)) {
      ctx.addIssue({ code: 'custom', message: 'Quantity must be a whole number' });
      return z.NEVER;
    }
    if (n > ORDER_QTY_MAX) {
      ctx.addIssue({ code: 'custom', message: `Quantity may be at most ${ORDER_QTY_MAX.toLocaleString('en-US')}` });
      return z.NEVER;
    }
    return n;
  });

/** The counted on-hand: blank or null is "not counted"; else 0 to 1,000,000 with at most 2 decimals. */
export const OnHandSchema = z
  .union([z.number(), z.string().max(20)], { error: 'On hand must be a number' })
  .nullish()
  .transform((value, ctx): string | null => {
    if (value == null) return null;
    const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : 'NaN') : value.trim();
    if (text === '') return null;
    if (/^-\d+(\.\d+)?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'On hand cannot be negative' });
      return z.NEVER;
    }
    if (!/^\d+(\.\d{1,2})?$/.test(text) || Number(text) > ON_HAND_MAX) {
      ctx.addIssue({
        code: 'custom',
        message: 'On hand must be a number of at most 1,000,000 with at most 2 decimals',
      });
      return z.NEVER;
    }
    return text;
  });

/** Copies the client shows; the server takes these from the product row instead (DESIGN §5). */
const IgnoredCopy = sheetCell(1_000_000_000, 1000).nullish();

const ProductIdSchema = z
  .union(
    [
      z.number().int().positive().max(2_147_483_647),
      z
        .string()
        .regex(/^[1-9]\d{0,9}$/)
        .transform(Number),
    ],
    {
      error: 'Product is required',
    },
  )
  .pipe(z.number().min(1, 'Product is required').max(MAX_INT, 'Id is too large'));

export const OrderLineInputSchema = z.object({
  category_id: z.union([z.number().int().min(0).max(MAX_INT), text(20)]).nullish(),
  product_id: ProductIdSchema,
  on_hand: OnHandSchema,
  qty: OrderQtySchema,
  item_no: IgnoredCopy,
  description: IgnoredCopy,
  cost: IgnoredCopy,
  wholesale: IgnoredCopy,
  retail: IgnoredCopy,
  um: IgnoredCopy,
});
export type OrderLineInput = z.infer<typeof OrderLineInputSchema>;

/** POST /stores/{storeId}/order (spec 1 §3). Send an `Idempotency-Key` header to make a retry safe. */
export const OrderInputSchema = z.object({
  vendor_id: z
    .union(
      [
        z.number().int().positive().max(2_147_483_647),
        z
          .string()
          .regex(/^[1-9]\d{0,9}$/)
          .transform(Number),
      ],
      {
        error: 'Choose a vendor',
      },
    )
    .pipe(z.number().min(1, 'Choose a vendor').max(MAX_INT, 'Id is too large')),
  products: z
    .array(OrderLineInputSchema, { error: 'products must be a list' })
    .max(ORDER_LINES_MAX, `An order holds at most ${ORDER_LINES_MAX} products`),
});
export type OrderInput = z.infer<typeof OrderInputSchema>;
export type OrderInputRequest = z.input<typeof OrderInputSchema>;

export const MailStatusSchema = z.enum(['pending', 'sent', 'failed']);
export type MailStatus = z.infer<typeof MailStatusSchema>;

/** The answer of a submit (and of a resend): the order and whether its purchase order was mailed. */
export const OrderSubmittedSchema = z.object({
  id: z.number().int(),
  cost_sum: MoneySchema,
  mail_status: MailStatusSchema,
});
export type OrderSubmitted = z.infer<typeof OrderSubmittedSchema>;

/** GET /stores/{storeId}/order-products/{productId}: that product's orders at the store, newest first. */
export const ProductHistoryEntrySchema = z.object({
  id: z.number().int(),
  /** When the order was submitted (ISO timestamp). */
  date: z.string(),
  on_hand: z.number().nullable(),
  qty: z.number().int(),
});
export type ProductHistoryEntry = z.infer<typeof ProductHistoryEntrySchema>;
export const PRODUCT_HISTORY_MAX = 50;

export const OrderHistoryLineSchema = z.object({
  item_no: z.string().nullable(),
  description: z.string(),
  cost: MoneySchema,
  on_hand: z.number().nullable(),
  qty: z.number().int(),
  um: z.string().nullable(),
  /** The quantity suggested for the line when it was submitted, or null when it had none (decision 266). */
  suggested_qty: z.number().int().nullable(),
});

/** GET /stores/{id}/orders: one submitted order. `vendor.id` is null once the vendor was deleted. */
export const OrderHistorySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  vendor: z.object({ id: z.number().int().nullable(), name: z.string() }),
  cost_sum: MoneySchema,
  mail_status: MailStatusSchema,
  products: z.array(OrderHistoryLineSchema),
});
export type OrderHistory = z.infer<typeof OrderHistorySchema>;
export const ORDER_HISTORY_MAX = 1000;

/**
 * vendorId empty or 0: every vendor. startDate and endDate (YYYY-MM-DD, inclusive) default to
 * today; `tz` names the time zone whose days they are (default: the server's).
 */
export const OrderHistoryQuerySchema = z.object({
  vendorId: z
    .string()
    .max(20)
    .optional()
    .transform((v, ctx) => {
      if (!v || v === '0') return null;
      const id = IdSchema.safeParse(v);
      if (id.success) return id.data;
      ctx.addIssue({ code: 'custom', message: 'vendorId must be a vendor id' });
      return z.NEVER;
    }),
  startDate: CalendarDateSchema.optional(),
  endDate: CalendarDateSchema.optional(),
  tz: text(64).optional(),
});
export type OrderHistoryQuery = z.infer<typeof OrderHistoryQuerySchema>;
