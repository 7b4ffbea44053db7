import { asc, eq } from 'drizzle-orm';
import { ATTACHMENT_EXTENSIONS } from '@dripp/contract/media';
import type {
  OrderMove,
  Schematic,
  SchematicCreateFields,
  SchematicUpdate,
  SchematicWithFiles,
} from '@dripp/contract/schematics';
import type { Db } from '../../db/client';
import { SCHEMATIC_MEDIA_OWNER, schematics } from '../../db/schema/index';
import { requireAt, requireChainWide, type Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { invalid, notFound } from '../../platform/errors';
import { attachMedia, deleteMediaOf, mediaFilesOf, removeStoredMedia } from '../../platform/media/media';
import { acceptUpload } from '../../platform/media/upload';
import { moveToPosition, nextPosition, renumberList, type OrderedList } from '../../platform/reorder';
import { sentSpanish, spanishOut } from '@dripp/contract/spanish-text';
import { spanishColumns } from '../../platform/spanish-columns';

type Ctx = Pick<AppContext, 'db' | 'config'>;
type Log = { warn(obj: object, msg: string): void };

const columns = {
  id: schematics.id,
  name: schematics.name,
  nameEs: schematics.nameEs,
  nameEsSource: schematics.nameEsSource,
  order: schematics.sortOrder,
};

type Row = { id: number; name: string; nameEs: string | null; nameEsSource: string | null; order: number };

/** A schematic as answered, its stored Spanish turned into `name_es` and `name_es_out_of_date`. */
const answerOf = ({ nameEs: _es, nameEsSource: _source, ...row }: Row): Schematic => ({
  ...row,
  ...spanishOut('name', row.name, { es: _es, source: _source }),
});

/** All schematics form one chain-wide list. */
const schematicList = (userId: number): OrderedList => ({
  table: schematics,
  id: schematics.id,
  order: schematics.sortOrder,
  where: undefined,
  touch: () => ({ updatedBy: userId, updatedAt: new Date() }),
  missing: 'No such schematic',
});

async function listOf(db: Db): Promise<Schematic[]> {
  const rows = await db.select(columns).from(schematics).orderBy(asc(schematics.sortOrder), asc(schematics.id));
  return rows.map(answerOf);
}

async function storedSchematic(db: Db, id: number): Promise<Row> {
  const [row] = await db.select(columns).from(schematics).where(eq(schematics.id, id));
  if (!row) throw notFound('No such schematic');
  return row;
}

async function schematicById(db: Db, id: number): Promise<Schematic> {
  return answerOf(await storedSchematic(db, id));
}

function requireName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw invalid('Enter a name', { name: ['Enter a name'] });
  return trimmed;
}

/** Schematics are the same at every store: viewing needs schematics-view at any store. */
export async function listSchematics(ctx: Ctx, principal: Principal): Promise<Schematic[]> {
  requireAt(principal, 'schematics-view');
  return listOf(ctx.db);
}

/** GET /schematics/files: every schematic with its media, images first. */
export async function listSchematicsWithFiles(ctx: Ctx, principal: Principal): Promise<SchematicWithFiles[]> {
  requireAt(principal, 'schematics-view');
  const list = await listOf(ctx.db);
  const files = await mediaFilesOf(
    ctx.db,
    SCHEMATIC_MEDIA_OWNER,
    list.map((s) => s.id),
  );
  return list.map((s) => ({ ...s, files: files.get(s.id) ?? [] }));
}

export async function getSchematic(ctx: Ctx, principal: Principal, id: number): Promise<SchematicWithFiles> {
  requireAt(principal, 'schematics-view');
  const row = await schematicById(ctx.db, id);
  const files = await mediaFilesOf(ctx.db, SCHEMATIC_MEDIA_OWNER, [id]);
  return { ...row, files: files.get(id) ?? [] };
}

export async function createSchematic(ctx: Ctx, principal: Principal, body: SchematicCreateFields): Promise<Schematic> {
  requireChainWide(principal, 'schematics-edit');
  const name = requireName(body.name);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(schematics)
      .values({
        name,
        ...spanishColumns('nameEs', sentSpanish('name', body), undefined, name),
        sortOrder: await nextPosition(tx, schematicList(principal.userId)),
        createdBy: principal.userId,
        updatedBy: principal.userId,
      })
      .returning(columns);
    return answerOf(row!);
  });
}

/** PUT /schematics/{id}: a new name and, when sent, one more image or video. */
export async function updateSchematic(
  ctx: Ctx,
  principal: Principal,
  id: number,
  body: SchematicUpdate,
): Promise<SchematicWithFiles> {
  requireChainWide(principal, 'schematics-edit');
  const before = await storedSchematic(ctx.db, id);
  const name = requireName(body.name);
  const upload = body.file
    ? await acceptUpload(ctx.config, { file: body.file, filename: body.filename }, ATTACHMENT_EXTENSIONS)
    : null;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(schematics)
      .set({
        name,
        ...spanishColumns('nameEs', sentSpanish('name', body), before, name),
        updatedBy: principal.userId,
        updatedAt: new Date(),
      })
      .where(eq(schematics.id, id));
    if (upload) {
      await attachMedia(ctx.config, tx, upload, {
        ownerType: SCHEMATIC_MEDIA_OWNER,
        ownerId: id,
        storeId: null,
        userId: principal.userId,
      });
    }
  });
  return getSchematic(ctx, principal, id);
}

export async function moveSchematic(ctx: Ctx, principal: Principal, move: OrderMove): Promise<Schematic[]> {
  requireChainWide(principal, 'schematics-edit');
  await moveToPosition(ctx.db, schematicList(principal.userId), move.id, move.newIndex);
  return listOf(ctx.db);
}

/** Deletes the schematic with its media, and closes the gap in the order. */
export async function deleteSchematic(ctx: Ctx, principal: Principal, id: number, log?: Log): Promise<void> {
  requireChainWide(principal, 'schematics-delete');
  await schematicById(ctx.db, id);
  const removed = await ctx.db.transaction(async (tx) => {
    await tx.delete(schematics).where(eq(schematics.id, id));
    await renumberList(tx, schematicList(principal.userId));
    return deleteMediaOf(tx, SCHEMATIC_MEDIA_OWNER, id);
  });
  await removeStoredMedia(ctx.config, removed, log);
}
