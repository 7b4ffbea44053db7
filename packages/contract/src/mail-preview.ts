import { z } from 'zod';

/**
 * A mail to an outside party as it would leave, shown for review before the person confirms the
 * send (issue 33 §8): who gets it, who is in copy, the subject, the text, and what goes with it.
 * Nothing is sent or stored by asking for one.
 */
export const MailPreviewSchema = z.object({
  /** Each recipient; `name` is empty when only the address is known. */
  to: z.array(z.object({ name: z.string(), email: z.string() })),
  cc: z.array(z.string()),
  subject: z.string(),
  /** The plain-text part, which says what the HTML part says. */
  text: z.string(),
  /** Files attached to the mail (`size` in bytes) or linked from it (`url`). */
  files: z.array(z.object({ name: z.string(), size: z.number().int().nullable(), url: z.string().nullable() })),
  /** Whether every recipient gets a mail of their own rather than one mail to all. */
  eachApart: z.boolean(),
});
export type MailPreview = z.infer<typeof MailPreviewSchema>;
