import { z } from 'zod';
import { sheetCell, text } from './inputs';
import { okEnvelope } from './api';
import { takingRead } from './read-back';
import { BasedOnSchema, RecordVersionSchema } from './record-saves';

export const WASTE_DESCRIPTION_MAX = 500;
export const WASTE_ENTRIES_MAX = 200;
/** The largest quantity and value the domain rules count (more is treated as not a number). */
export const WASTE_QTY_MAX = 99_999.99;
export const WASTE_VALUE_MAX = 999_999.99;

/** A saved line: value and loss in dollars; loss = qty × value, computed by the server in cents. */
export const WasteLogEntrySchema = z.object({
  id: z.number().int(),
  description: z.string(),
  qty: z.number(),
  value: z.number(),
  loss: z.number(),
});
export type WasteLogEntry = z.infer<typeof WasteLogEntrySchema>;

export const WasteLogSchema = z.array(WasteLogEntrySchema);

/**
 * One line as typed: quantity and value are parsed as decimals (non-numeric counts as 0). A sent
 * loss, and the line's `id` as read, are ignored (decision 237).
 */
export const WasteLogEntryInputSchema = takingRead(
  z.object({
    description: text(WASTE_DESCRIPTION_MAX).nullish(),
    qty: sheetCell(WASTE_QTY_MAX).nullish(),
    value: sheetCell(WASTE_VALUE_MAX).nullish(),
    loss: sheetCell(WASTE_QTY_MAX * WASTE_VALUE_MAX).nullish(),
  }),
  WasteLogEntrySchema,
);
export type WasteLogEntryInput = z.infer<typeof WasteLogEntryInputSchema>;

export const WasteLogSaveSchema = z.object({
  wastelog: z.array(WasteLogEntryInputSchema).max(WASTE_ENTRIES_MAX),
  /** The `version` the edit was based on: a log saved since then is refused with 409 (decision 172). */
  based_on: BasedOnSchema,
});
export type WasteLogSave = z.infer<typeof WasteLogSaveSchema>;

/**
 * The day's log as the GET answers it. `data` stays the spec's bare array, so the log's version
 * (decision 172) is a sibling of it: when the log last changed, null before its first save.
 */
export const WasteLogDaySchema = okEnvelope(WasteLogSchema).extend({ version: RecordVersionSchema });

/** The save answer: the saved lines, a warning per line dropped for a missing description, and the new version. */
export const WasteLogSavedSchema = okEnvelope(WasteLogSchema).extend({
  warnings: z.array(z.string()),
  version: RecordVersionSchema,
});
