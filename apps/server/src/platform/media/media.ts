import { and, asc, eq, sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { MediaFile } from '@dripp/contract/media';
import { isAdmin } from '@dripp/domain/permissions';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { media } from '../../db/schema/index';
import { checkMediaQuota, type MediaQuotaConfig } from '../quotas';
import { holdsChainWide, requireAnyAt, type Principal } from '../access';
import type { AppContext } from '../context';
import { forbidden, notFound } from '../errors';
import { mediaOwner, type MediaOwner } from './owners';
import { mediaStorage } from './storage';
import type { AcceptedUpload } from './upload';

type MediaRow = typeof media.$inferSelect;

/** Where a file is served and deleted: the public address of that one file. */
export function mediaUrl(id: string, filename: string): string {
  return `/api/media/${id}/${encodeURIComponent(filename)}`;
}

export function toMediaFile(row: Pick<MediaRow, 'id' | 'filename' | 'isVideo'>): MediaFile {
  return { url: mediaUrl(row.id, row.filename), is_video: row.isVideo };
}

export interface MediaOwnerRef {
  ownerType: string;
  ownerId: number;
  storeId: number | null;
  userId: number;
}

/**
 * Records an accepted upload for its owner inside the caller's transaction, then writes the bytes.
 * If the write fails the transaction rolls back with it; a failure of the commit itself can only
 * leave an unreferenced file under a random id, never a record without its file. With quota
 * settings in `config` (every request; the demo seed has none) a file beyond them is a 429.
 */
export async function attachMedia(
  config: Pick<Config, 'dataDir' | 'mediaUrl'> & Partial<MediaQuotaConfig>,
  tx: Db,
  upload: AcceptedUpload,
  owner: MediaOwnerRef,
): Promise<MediaFile> {
  const id = await recordMedia(config, tx, upload, owner);
  await mediaStorage(config).put(id, upload.bytes, upload.contentType);
  return toMediaFile({ id, filename: upload.filename, isVideo: upload.isVideo });
}

/** Checks the quotas (when configured) and inserts a file's record; answers its new id. */
export async function recordMedia(
  config: Partial<MediaQuotaConfig>,
  tx: Db,
  upload: Pick<AcceptedUpload, 'filename' | 'contentType' | 'size' | 'isVideo'>,
  owner: MediaOwnerRef,
): Promise<string> {
  if (config.mediaFilesPerRecord !== undefined && config.mediaBytesPerPersonDay !== undefined) {
    await checkMediaQuota(
      { mediaFilesPerRecord: config.mediaFilesPerRecord, mediaBytesPerPersonDay: config.mediaBytesPerPersonDay },
      tx,
      owner,
      upload.size,
    );
  }
  const id = crypto.randomBytes(16).toString('hex');
  await tx.insert(media).values({
    id,
    ownerType: owner.ownerType,
    ownerId: owner.ownerId,
    storeId: owner.storeId,
    filename: upload.filename,
    contentType: upload.contentType,
    size: upload.size,
    isVideo: upload.isVideo,
    createdBy: owner.userId,
  });
  return id;
}

/** The files of several records of one owner type: images before videos, then oldest first. */
/** Read on every page that shows a record's files: built once (db/prepared.ts). */
const filesOfOwners = prepared((db) =>
  db
    .select({ id: media.id, ownerId: media.ownerId, filename: media.filename, isVideo: media.isVideo })
    .from(media)
    .where(
      and(
        eq(media.ownerType, sql.placeholder('ownerType')),
        sql`${media.ownerId} = any(${sql.placeholder('ownerIds')})`,
      ),
    )
    .orderBy(asc(media.isVideo), asc(media.createdAt), asc(media.id))
    .prepare('media_files_of_owners'),
);

export async function mediaFilesOf(
  db: Db,
  ownerType: string,
  ownerIds: readonly number[],
): Promise<Map<number, MediaFile[]>> {
  const byOwner = new Map<number, MediaFile[]>(ownerIds.map((id) => [id, []]));
  if (ownerIds.length === 0) return byOwner;
  const rows = await filesOfOwners(db).execute({ ownerType, ownerIds: [...ownerIds] });
  for (const row of rows) byOwner.get(row.ownerId)?.push(toMediaFile(row));
  return byOwner;
}

/** The file behind /api/media/{id}/{filename}; both parts must match, else 404. */
export async function findMedia(db: Db, id: string, filename: string): Promise<MediaRow> {
  const [row] = /^[0-9a-f]{32}$/.test(id) ? await db.select().from(media).where(eq(media.id, id)) : [];
  if (!row || row.filename !== filename) throw notFound('No such file');
  return row;
}

/**
 * The owning record's edit permission at the store that record belongs to now (asked of the
 * owner's registration, never taken from the request); answers that store. `fallbackStore` is
 * used when the record is gone (a file left behind); without one a missing record is a 404.
 */
export async function requireMediaEdit(
  ctx: Pick<AppContext, 'db' | 'now'>,
  principal: Principal,
  owner: MediaOwner,
  ownerId: number,
  fallbackStore?: number | null,
): Promise<number | null> {
  const { db } = ctx;
  const permissions = [owner.editPermission].flat();
  const ownerStore = await owner.storeIdOf(db, ownerId);
  if (ownerStore === undefined && fallbackStore === undefined) throw notFound('No such record');
  const store = ownerStore === undefined ? (fallbackStore ?? null) : ownerStore;
  requireAnyAt(principal, permissions, store);
  // Files of chain-wide records (a product, a global recipe, a schematic) need a chain-wide grant.
  if (owner.chainWide && ownerStore === null && !permissions.some((p) => holdsChainWide(principal, p)))
    throw forbidden();
  if (ownerStore !== undefined) await owner.requireChange?.(ctx, principal, ownerId);
  return store;
}

/**
 * DELETE on a file's own address: allowed with the owning record's edit permission at the store
 * that record belongs to now (asked of the owner's registration, not taken from the request).
 */
export async function deleteMediaFile(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  principal: Principal,
  id: string,
  filename: string,
  log?: { warn(obj: object, msg: string): void },
): Promise<void> {
  const row = await findMedia(ctx.db, id, filename);
  const owner = mediaOwner(row.ownerType);
  // Token-served files belong to a record that is removed as a whole (an HR document), never file by file.
  if (owner?.serving === 'token') throw notFound('No such file');
  // An owner type nobody registered cannot be checked, so only an administrator may remove its files.
  if (!owner) {
    if (!isAdmin(principal.grants)) throw forbidden();
  } else {
    await requireMediaEdit(ctx, principal, owner, row.ownerId, row.storeId);
  }
  const removed = await deleteMediaRow(ctx.db, row.id);
  await removeStoredMedia(ctx.config, removed, log);
}

/** Deletes one file's record; call `removeStoredMedia` with the answer once the transaction has committed. */
export async function deleteMediaRow(db: Db, id: string): Promise<string[]> {
  const rows = await db.delete(media).where(eq(media.id, id)).returning({ id: media.id });
  return rows.map((r) => r.id);
}

/** Deletes the records of every file a record owns (when that record is deleted); same follow-up as above. */
export async function deleteMediaOf(db: Db, ownerType: string, ownerId: number): Promise<string[]> {
  const rows = await db
    .delete(media)
    .where(and(eq(media.ownerType, ownerType), eq(media.ownerId, ownerId)))
    .returning({ id: media.id });
  return rows.map((r) => r.id);
}

/**
 * Removes bytes after their records are gone. A storage failure is logged, not thrown: the record
 * is already deleted and an orphaned object under a random id is harmless.
 */
export async function removeStoredMedia(
  config: Pick<Config, 'dataDir' | 'mediaUrl'>,
  ids: readonly string[],
  log?: { warn(obj: object, msg: string): void },
): Promise<void> {
  const storage = mediaStorage(config);
  for (const id of ids) {
    await storage.remove(id).catch((err: unknown) => log?.warn({ err, id }, 'could not remove a media object'));
  }
}
