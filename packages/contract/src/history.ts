import { z } from 'zod';

/** Who did something to a record, and when (an ISO instant). */
export const RecordStampSchema = z.object({ by: z.string(), at: z.string() });
export type RecordStamp = z.infer<typeof RecordStampSchema>;

/** One field of one change, as a person reads it (rich text as plain text, lists joined). */
export const FieldChangeSchema = z.object({ field: z.string(), before: z.string(), after: z.string() });

/** One saved change to an accountable record (DESIGN §8). */
export const HistoryEntrySchema = RecordStampSchema.extend({ changes: z.array(FieldChangeSchema) });
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

/**
 * Beside an accountable record: who wrote it, who changed it last, and every change, newest first.
 * Records written before histories were kept may have no author.
 */
export const AccountabilitySchema = z.object({
  created: RecordStampSchema.nullable(),
  updated: RecordStampSchema.nullable(),
  history: z.array(HistoryEntrySchema),
});
export type Accountability = z.infer<typeof AccountabilitySchema>;
