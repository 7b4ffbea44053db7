import { z } from 'zod';
import { AccountabilitySchema } from './history';
import { CalendarDateSchema, FlagSchema, requiredText, text } from './inputs';

/** A date as the spec answers it: an object with a date field (DESIGN §4). */
export const DateObjectSchema = z.object({ date: z.string() });

/** One row of the key release log (spec 1 §3). Flags are 0 or 1. */
export const KeyReleaseSchema = z.object({
  id: z.number().int(),
  buildingKey: z.number().int(),
  officeKey: z.number().int(),
  gateKey: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  signature: z.string(),
  timeGiven: DateObjectSchema,
  timeReturned: DateObjectSchema.nullable(),
  /** Who wrote the row and when, and every change since. */
  record: AccountabilitySchema.optional(),
});
export type KeyRelease = z.infer<typeof KeyReleaseSchema>;

/** POST /key-release/{storeId} and PUT /key-release/{id} (spec 1 §7). */
export const KeyReleaseInputSchema = z
  .object({
    building: FlagSchema.default(0),
    office: FlagSchema.default(0),
    gate: FlagSchema.default(0),
    first_name: requiredText('First Name', 100),
    last_name: requiredText('Last Name', 100),
    signature: text(200, { trim: true }).nullish(),
    time_given: CalendarDateSchema,
    time_returned: z.union([z.literal(''), CalendarDateSchema]).nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.time_returned && value.time_returned < value.time_given) {
      ctx.addIssue({
        code: 'custom',
        path: ['time_returned'],
        message: 'Date Returned cannot be before Date Given',
      });
    }
  });
export type KeyReleaseInput = z.input<typeof KeyReleaseInputSchema>;
/** The body as the service receives it, after validation. */
export type KeyReleaseFields = z.output<typeof KeyReleaseInputSchema>;
