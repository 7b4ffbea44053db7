import { z } from 'zod';
import { WallTimeSchema } from './store-day';
import { isTimeZone } from './time-zones';

/**
 * The morning digest (beyond the spec, DESIGN §8): one mail a day, at a local time the person
 * chooses, about the stores they oversee (`area-view`): what was missed or late yesterday, what is
 * overdue or waiting, what is new.
 */
export const DigestSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Local `HH:MM` in `time_zone`. */
  send_at: z.string(),
  time_zone: z.string(),
  /** Whether the caller holds area-view, so may switch the digest on. */
  may_enable: z.boolean(),
});
export type DigestSettings = z.infer<typeof DigestSettingsSchema>;

export const DigestSettingsInputSchema = z.object({
  enabled: z.boolean({ error: 'Choose whether the digest is on' }),
  send_at: WallTimeSchema,
  time_zone: z
    .string({ error: 'Time zone must be text' })
    .trim()
    .max(64, 'Unknown time zone')
    .refine(isTimeZone, 'Unknown time zone'),
});
export type DigestSettingsInput = z.infer<typeof DigestSettingsInputSchema>;
