import { z } from 'zod';
import type { PermissionKey } from './permissions';
import { AccountabilitySchema } from './history';
import { CalendarDateSchema, IdSchema, text } from './inputs';
import { MediaFileSchema, UploadFieldsSchema } from './media';
import { BasedOnSchema, RecordVersionSchema } from './record-saves';

/** Shifts of a communication sheet, with their card titles (spec 1 §9). */
export const SHIFT_TYPES = ['open', 'mid', 'close'] as const;
export type ShiftType = (typeof SHIFT_TYPES)[number];
export const SHIFT_LABELS: Record<ShiftType, string> = {
  open: 'Opening Shift',
  mid: 'Mid Shift',
  close: 'Closing Shift',
};

/**
 * Changing a saved shift (and removing its media) takes communication-log-edit, the permission the
 * screen's Save button asks for, or communication-log-update, the catalogue's name for the same act.
 */
export const COMM_SHEET_EDIT = [
  'communication-log-edit',
  'communication-log-update',
] as const satisfies readonly PermissionKey[];

export const ShiftTypeSchema = z.enum(SHIFT_TYPES);

export const MEMBER_NAME_MAX = 100;
export const MEMBER_NAMES_MAX = 50;
export const COMMENTS_MAX = 100_000;

/**
 * The team-member list rule (spec 1 §5): names are trimmed, blank ones are dropped (a blank add is
 * ignored, a blank edit removes the member) and a name listed twice is kept once.
 */
export function cleanMemberNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of names) {
    const name = raw.trim().replace(/\s+/g, ' ');
    if (!name || seen.has(name)) continue;
    seen.add(name);
    out.push(name);
  }
  return out;
}

export const MemberNamesSchema = z.array(text(MEMBER_NAME_MAX)).max(MEMBER_NAMES_MAX).transform(cleanMemberNames);

/** One shift's card: `id` null until the shift is first saved. `comments` is sanitised HTML. */
export const CommSheetShiftSchema = z.object({
  id: z.number().int().nullable(),
  names: z.array(z.string()),
  comments: z.string(),
  /**
   * The language the comments were written in (decision 275): the writer's when they were last
   * changed; null before it was recorded, and for no comments.
   */
  comments_language: z.enum(['en', 'es']).nullable(),
  files: z.array(MediaFileSchema),
  /** Who wrote the shift's sheet and when, and every change since (absent before it exists). */
  record: AccountabilitySchema.optional(),
  /** When the shift was last saved (decision 172), null before its first save: an update's `based_on`. */
  version: RecordVersionSchema,
});
export type CommSheetShift = z.infer<typeof CommSheetShiftSchema>;

export const CommSheetDaySchema = z.object({
  open: CommSheetShiftSchema,
  mid: CommSheetShiftSchema,
  close: CommSheetShiftSchema,
});
export type CommSheetDay = z.infer<typeof CommSheetDaySchema>;

/** POST /comm-sheet/{storeId}/{date}: the store and date come from the path (body copies are ignored). */
export const CommSheetCreateSchema = UploadFieldsSchema.extend({
  storeId: IdSchema.nullish(),
  date: CalendarDateSchema.nullish(),
  type: ShiftTypeSchema,
  names: MemberNamesSchema.default([]),
  comments: text(COMMENTS_MAX).nullish(),
});
export type CommSheetCreate = z.input<typeof CommSheetCreateSchema>;
/** The create body as the service receives it, after validation. */
export type CommSheetCreateFields = z.output<typeof CommSheetCreateSchema>;

/**
 * PUT /comm-sheet/{id}: omitted names or comments stay as they are; the id comes from the path.
 * With `based_on`, a shift saved by someone else since that version is refused (409).
 */
export const CommSheetUpdateSchema = UploadFieldsSchema.extend({
  id: IdSchema.nullish(),
  names: MemberNamesSchema.optional(),
  comments: text(COMMENTS_MAX).nullish(),
  based_on: BasedOnSchema,
});
export type CommSheetUpdate = z.input<typeof CommSheetUpdateSchema>;
/** The update body as the service receives it, after validation. */
export type CommSheetUpdateFields = z.output<typeof CommSheetUpdateSchema>;
