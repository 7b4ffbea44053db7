import { z } from 'zod';

/** Every answer: `{ success: true, data, message?, total_records? }` (DESIGN §4). */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    data,
    message: z.string().optional(),
    total_records: z.number().int().optional(),
  });
}

export const OkSchema = z.object({ success: z.literal(true), message: z.string().optional() });

export const ErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof ErrorSchema>;

export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
export const IsoDateSchema = z.string().regex(DATE_RE, 'Use the date format YYYY-MM-DD');
