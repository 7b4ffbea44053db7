import { z } from 'zod';
import { AccountabilitySchema } from './history';
import { CalendarDateSchema, FlagSchema, requiredText, text } from './inputs';
import { DateAsReadSchema, alsoInReadForm, readForm, takingRead } from './read-back';

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

const KeyReleaseFieldsSchema = z.object({
  building: FlagSchema.default(0),
  office: FlagSchema.default(0),
  gate: FlagSchema.default(0),
  first_name: requiredText('First Name', 100),
  last_name: requiredText('Last Name', 100),
  signature: text(200, { trim: true }).nullish(),
  time_given: CalendarDateSchema,
  time_returned: z.union([z.literal(''), CalendarDateSchema]).nullish(),
});

/** The write's field made of the read's field of another name. */
const renamed = <R extends z.ZodType>(schema: R, name: string, readName: string) =>
  readForm(schema, [name], (value) => ({ [name]: value }), `\`${name}\` as read (\`${readName}\`).`);

/**
 * POST /key-release/{storeId} and PUT /key-release/{id} (spec 1 §7): the form's fields, or the row
 * as read, its camelCase names and `{ date }` dates standing for the form's; its id and history
 * are the server's (decision 237).
 */
export const KeyReleaseInputSchema = alsoInReadForm(takingRead(KeyReleaseFieldsSchema, KeyReleaseSchema), {
  buildingKey: renamed(FlagSchema, 'building', 'buildingKey'),
  officeKey: renamed(FlagSchema, 'office', 'officeKey'),
  gateKey: renamed(FlagSchema, 'gate', 'gateKey'),
  firstName: renamed(KeyReleaseFieldsSchema.shape.first_name, 'first_name', 'firstName'),
  lastName: renamed(KeyReleaseFieldsSchema.shape.last_name, 'last_name', 'lastName'),
  timeGiven: renamed(DateAsReadSchema, 'time_given', 'timeGiven'),
  timeReturned: renamed(DateAsReadSchema.nullable(), 'time_returned', 'timeReturned'),
}).superRefine((value, ctx) => {
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
