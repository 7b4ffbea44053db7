import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  COMM_SHEET_EDIT,
  SHIFT_LABELS,
  SHIFT_TYPES,
  type CommSheetCreateFields,
  type CommSheetDay,
  type CommSheetShift,
  type CommSheetUpdateFields,
  type ShiftType,
} from '@dripp/contract/comm-sheet';
import { ATTACHMENT_EXTENSIONS } from '@dripp/contract/media';
import { type WrittenLanguage } from '../../platform/writer-language';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { commSheets } from '../../db/schema/index';
import { requireAnyAt, requireAt, type Principal } from '../../platform/access';
import { requireActiveStore } from '../../platform/store-people';
import { requireDayOpen, storeToday } from '../../platform/store-time';
import { accountabilityOf, recordChange } from '../../platform/history';
import { conflict, notFound } from '../../platform/errors';
import { attachMedia, mediaFilesOf } from '../../platform/media/media';
import { registerMediaOwner } from '../../platform/media/owners';
import { acceptUpload, type AcceptedUpload } from '../../platform/media/upload';
import { sanitizeRichText } from '../../platform/rich-text';
import { idempotentSave, keyRef, requireCurrent } from '../../platform/idempotency';

export const COMM_SHEET_MEDIA = 'comm-sheet';

/**
 * A sheet of a day that has passed at its store is the store's record of that day: changing it
 * takes communication-log-edit; a day still to come has no sheet.
 */
async function requireSheetDay(
  ctx: Pick<AppContext, 'db' | 'now'>,
  principal: Principal,
  storeId: number,
  date: string,
): Promise<void> {
  const today = await storeToday(ctx.db, storeId, ctx.now());
  requireDayOpen(principal, { storeId, date, today }, 'communication-log-edit');
}

/** The history's name for a shift's sheet, and its fields as the page labels them. */
const HISTORY_TYPE = 'comm-sheet';
const historyFields = (row: { names: string[]; comments: string }) => ({
  'Team members': row.names,
  Comments: row.comments,
});

registerMediaOwner({
  ownerType: COMM_SHEET_MEDIA,
  streamedExtensions: ATTACHMENT_EXTENSIONS,
  editPermission: COMM_SHEET_EDIT,
  storeIdOf: async (db, id) => {
    const [row] = await db.select({ storeId: commSheets.storeId }).from(commSheets).where(eq(commSheets.id, id));
    return row?.storeId;
  },
  // A photo added to or taken from a past day's sheet changes the store's record of that day.
  requireChange: async (ctx, principal, id) => {
    const [row] = await ctx.db
      .select({ storeId: commSheets.storeId, date: commSheets.date })
      .from(commSheets)
      .where(eq(commSheets.id, id));
    if (row) await requireSheetDay(ctx, principal, row.storeId, row.date);
  },
});

/** The shift's version (decision 172): when it was last saved. */
const versionOf = (row: { updatedAt: Date }) => new Date(row.updatedAt).toISOString();

type Row = Pick<
  typeof commSheets.$inferSelect,
  'id' | 'type' | 'names' | 'comments' | 'commentsLanguage' | 'createdBy' | 'createdAt' | 'updatedBy' | 'updatedAt'
>;

async function withFiles(db: Db, rows: Row[]): Promise<Map<number, CommSheetShift>> {
  const files = await mediaFilesOf(
    db,
    COMM_SHEET_MEDIA,
    rows.map((r) => r.id),
  );
  const records = await accountabilityOf(db, HISTORY_TYPE, rows);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        names: r.names,
        comments: r.comments,
        comments_language: r.comments ? r.commentsLanguage : null,
        files: files.get(r.id) ?? [],
        record: records.get(r.id),
        version: versionOf(r),
      },
    ]),
  );
}

const rowColumns = {
  id: commSheets.id,
  type: commSheets.type,
  names: commSheets.names,
  comments: commSheets.comments,
  commentsLanguage: commSheets.commentsLanguage,
  createdBy: commSheets.createdBy,
  createdAt: commSheets.createdAt,
  updatedBy: commSheets.updatedBy,
  updatedAt: commSheets.updatedAt,
};

async function shiftById(db: Db, id: number): Promise<CommSheetShift> {
  const [row] = await db.select(rowColumns).from(commSheets).where(eq(commSheets.id, id));
  if (!row) throw notFound('No such Communication Sheet');
  return (await withFiles(db, [row])).get(row.id)!;
}

const dayRows = prepared((db) =>
  db
    .select(rowColumns)
    .from(commSheets)
    .where(
      and(
        eq(commSheets.storeId, sql.placeholder('storeId')),
        eq(commSheets.date, sql.placeholder('date')),
        inArray(commSheets.type, [...SHIFT_TYPES]),
      ),
    )
    .prepare('comm_sheet_day'),
);

export async function commSheetDay(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  storeId: number,
  date: string,
): Promise<CommSheetDay> {
  requireAt(principal, 'communication-log-view', storeId);
  const rows = await dayRows(ctx.db).execute({ storeId, date });
  const shifts = await withFiles(ctx.db, rows);
  const of = (type: ShiftType): CommSheetShift => {
    const row = rows.find((r) => r.type === type);
    return row
      ? shifts.get(row.id)!
      : { id: null, names: [], comments: '', comments_language: null, files: [], version: null };
  };
  return { open: of('open'), mid: of('mid'), close: of('close') };
}

/** The data-URL file of a save, as the contract's upload fields parse it. */
type UploadFields = Pick<CommSheetUpdateFields, 'file' | 'filename'>;

function acceptFile(ctx: Pick<AppContext, 'config'>, body: UploadFields): Promise<AcceptedUpload | null> {
  return body.file
    ? acceptUpload(ctx.config, { file: body.file, filename: body.filename }, ATTACHMENT_EXTENSIONS)
    : Promise.resolve(null);
}

async function shiftOfDay(db: Db, storeId: number, date: string, type: ShiftType): Promise<CommSheetShift> {
  const [row] = await db
    .select({ id: commSheets.id })
    .from(commSheets)
    .where(and(eq(commSheets.storeId, storeId), eq(commSheets.date, date), eq(commSheets.type, type)));
  if (!row) throw notFound('No such Communication Sheet');
  return shiftById(db, row.id);
}

/**
 * Creates one shift's sheet. A second create for a shift that already has one is a 409 (it never
 * overwrites what another device saved in the meantime); the client then reloads and updates.
 * With an Idempotency-Key, a repeat of the same create answers the first answer.
 */
export async function createCommSheet(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  principal: Principal,
  storeId: number,
  date: string,
  body: CommSheetCreateFields,
  idempotencyKey?: string,
  language: WrittenLanguage | null = null,
): Promise<CommSheetShift> {
  requireAt(principal, 'communication-log-create', storeId);
  await requireSheetDay(ctx, principal, storeId, date);
  await requireActiveStore(ctx.db, storeId);
  const ref = keyRef(principal.userId, `comm-sheet:${storeId}:${date}:${body.type}`, idempotencyKey, body);
  return idempotentSave(
    ctx.db,
    ref,
    () => shiftOfDay(ctx.db, storeId, date, body.type),
    async (claim) => {
      const upload = await acceptFile(ctx, body);
      const id = await ctx.db.transaction(async (tx) => {
        await claim(tx);
        const [row] = await tx
          .insert(commSheets)
          .values({
            storeId,
            date,
            type: body.type,
            names: body.names,
            comments: sanitizeRichText(body.comments),
            commentsLanguage: sanitizeRichText(body.comments) ? language : null,
            createdBy: principal.userId,
            updatedBy: principal.userId,
          })
          .onConflictDoNothing({ target: [commSheets.storeId, commSheets.date, commSheets.type] })
          .returning({ id: commSheets.id });
        if (!row)
          throw conflict(
            `The ${SHIFT_LABELS[body.type]} of this day already has a Communication Sheet: reload to update it`,
          );
        if (upload)
          await attachMedia(ctx.config, tx, upload, {
            ownerType: COMM_SHEET_MEDIA,
            ownerId: row.id,
            storeId,
            userId: principal.userId,
          });
        return row.id;
      });
      return shiftById(ctx.db, id);
    },
  );
}

/**
 * Omitted names or comments stay as they are; a file is added to the shift's media. With
 * `based_on`, a shift saved since that version is refused (409) and nothing is written.
 */
export async function updateCommSheet(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  principal: Principal,
  id: number,
  body: CommSheetUpdateFields,
  idempotencyKey?: string,
  language: WrittenLanguage | null = null,
): Promise<CommSheetShift> {
  const [current] = await ctx.db
    .select({ storeId: commSheets.storeId, date: commSheets.date, updatedAt: commSheets.updatedAt })
    .from(commSheets)
    .where(eq(commSheets.id, id));
  if (!current) throw notFound('No such Communication Sheet');
  // The day's own sheet changes with either permission.
  requireAnyAt(principal, COMM_SHEET_EDIT, current.storeId);
  await requireSheetDay(ctx, principal, current.storeId, current.date);
  const ref = keyRef(principal.userId, `comm-sheet:${id}`, idempotencyKey, body);
  return idempotentSave(
    ctx.db,
    ref,
    () => shiftById(ctx.db, id),
    async (claim) => {
      requireCurrent(body.based_on, versionOf(current));
      const upload = await acceptFile(ctx, body);
      await ctx.db.transaction(async (tx) => {
        // Locked, so that two saves based on one version cannot both pass.
        const [before] = await tx
          .select({ names: commSheets.names, comments: commSheets.comments, updatedAt: commSheets.updatedAt })
          .from(commSheets)
          .where(eq(commSheets.id, id))
          .for('update');
        if (!before) throw notFound('No such Communication Sheet');
        requireCurrent(body.based_on, versionOf(before));
        await claim(tx);
        const comments = body.comments !== undefined ? sanitizeRichText(body.comments) : before.comments;
        await tx
          .update(commSheets)
          .set({
            ...(body.names !== undefined ? { names: body.names } : {}),
            ...(body.comments !== undefined ? { comments } : {}),
            // The comments' language is the writer's who last changed them.
            ...(comments !== before.comments ? { commentsLanguage: comments ? language : null } : {}),
            updatedBy: principal.userId,
            updatedAt: new Date(),
          })
          .where(eq(commSheets.id, id));
        await recordChange(tx, {
          recordType: HISTORY_TYPE,
          recordId: id,
          storeId: current.storeId,
          userId: principal.userId,
          before: historyFields(before),
          after: historyFields({ names: body.names ?? before.names, comments }),
        });
        if (upload) {
          await attachMedia(ctx.config, tx, upload, {
            ownerType: COMM_SHEET_MEDIA,
            ownerId: id,
            storeId: current.storeId,
            userId: principal.userId,
          });
        }
      });
      return shiftById(ctx.db, id);
    },
  );
}
