import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { ATTACHMENT_EXTENSIONS } from '@dripp/contract/media';
import {
  DRINK_RECIPE_TYPES,
  GLOBAL_STORE_ID,
  RECIPE_TYPE_KEYS,
  type Recipe,
  type RecipeAnswer,
  type RecipeCreate,
  type RecipeType,
  type RecipeUpdate,
} from '@dripp/contract/recipes';
import type { OrderMove } from '@dripp/contract/schematics';
import type { PermissionKey } from '@dripp/contract/permissions';
import type { Db } from '../../db/client';
import { RECIPE_MEDIA_OWNER, recipes } from '../../db/schema/index';
import { requireAt, requireChainWide, type Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { requireActiveStore } from '../../platform/store-people';
import { invalid, notFound } from '../../platform/errors';
import { attachMedia, deleteMediaOf, mediaFilesOf, removeStoredMedia } from '../../platform/media/media';
import { acceptUpload } from '../../platform/media/upload';
import { moveToPosition, nextPosition, renumberList, type OrderedList } from '../../platform/reorder';
import { sanitizeRichText } from '../../platform/rich-text';
import { sentSpanish, spanishOut } from '@dripp/contract/spanish-text';
import { spanishColumns, storedSpanish } from '../../platform/spanish-columns';

type Ctx = Pick<AppContext, 'db' | 'config'>;
type Log = { warn(obj: object, msg: string): void };
type RecipeRow = Omit<Recipe, 'files'>;

const columns = {
  id: recipes.id,
  name: recipes.name,
  content: recipes.content,
  nameEs: recipes.nameEs,
  nameEsSource: recipes.nameEsSource,
  contentEs: recipes.contentEs,
  contentEsSource: recipes.contentEsSource,
  type: recipes.type,
  order: recipes.sortOrder,
  store_id: recipes.storeId,
};

type StoredRow = Omit<RecipeRow, 'name_es' | 'name_es_out_of_date' | 'content_es' | 'content_es_out_of_date'> & {
  nameEs: string | null;
  nameEsSource: string | null;
  contentEs: string | null;
  contentEsSource: string | null;
};

/** A recipe as answered, its stored Spanish turned into `name_es`, `content_es` and their flags. */
function answerOf(row: StoredRow): RecipeRow {
  const { nameEs: _n, nameEsSource: _ns, contentEs: _c, contentEsSource: _cs, ...rest } = row;
  return {
    ...rest,
    ...spanishOut('name', row.name, storedSpanish(row, 'nameEs')),
    ...spanishOut('content', row.content, storedSpanish(row, 'contentEs')),
  };
}

/** 99999 (Global) and a missing store both mean the global scope; the pseudo id never reaches the database. */
export function scopeOf(storeId: number | null | undefined): number | null {
  return storeId == null || storeId === GLOBAL_STORE_ID ? null : storeId;
}

const inScope = (storeId: number | null) => (storeId === null ? isNull(recipes.storeId) : eq(recipes.storeId, storeId));

/** One ordered list: the recipes of one type in one scope (global, or one store's own). */
const recipeList = (type: RecipeType, storeId: number | null, userId: number): OrderedList => ({
  table: recipes,
  id: recipes.id,
  order: recipes.sortOrder,
  where: and(eq(recipes.type, type), inScope(storeId)),
  touch: () => ({ updatedBy: userId, updatedAt: new Date() }),
  missing: 'No such recipe in this list',
});

/** Global recipes reach every store; a store's own need the permission at that store, global ones a chain-wide grant. */
function requireWrite(principal: Principal, permission: PermissionKey, storeId: number | null): void {
  if (storeId === null) requireChainWide(principal, permission);
  else requireAt(principal, permission, storeId);
}

async function storedRecipe(db: Db, id: number): Promise<StoredRow> {
  const [row] = await db.select(columns).from(recipes).where(eq(recipes.id, id));
  if (!row) throw notFound('No such recipe');
  return row;
}

async function recipeById(db: Db, id: number): Promise<RecipeRow> {
  return answerOf(await storedRecipe(db, id));
}

async function withFiles(db: Db, rows: RecipeRow[]): Promise<Recipe[]> {
  const files = await mediaFilesOf(
    db,
    RECIPE_MEDIA_OWNER,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, files: files.get(r.id) ?? [] }));
}

/**
 * The recipes a store sees: the global ones and, with recipes-view at that store, its own (global
 * first, each in its order). Without a store (or with Global) only the global ones.
 */
async function visibleRecipes(
  ctx: Ctx,
  principal: Principal,
  types: readonly RecipeType[],
  storeParam: number | undefined,
): Promise<Recipe[]> {
  requireAt(principal, 'recipes-view');
  const storeId = scopeOf(storeParam);
  if (storeId !== null) requireAt(principal, 'recipes-view', storeId);
  const rows = await ctx.db
    .select(columns)
    .from(recipes)
    .where(
      and(
        inArray(recipes.type, [...types]),
        storeId === null ? isNull(recipes.storeId) : or(isNull(recipes.storeId), eq(recipes.storeId, storeId)),
      ),
    )
    .orderBy(asc(recipes.sortOrder), asc(recipes.id));
  const rank = (r: StoredRow) => RECIPE_TYPE_KEYS.indexOf(r.type) * 2 + (r.store_id === null ? 0 : 1);
  rows.sort((a, b) => rank(a) - rank(b));
  return withFiles(ctx.db, rows.map(answerOf));
}

export function listRecipes(ctx: Ctx, principal: Principal, type: RecipeType, storeId?: number) {
  return visibleRecipes(ctx, principal, [type], storeId);
}

/** GET /recipes/drink: the drink recipes a store sees, for the drink recipes page's selector. */
export function listDrinkRecipes(ctx: Ctx, principal: Principal, storeId?: number) {
  return visibleRecipes(ctx, principal, DRINK_RECIPE_TYPES, storeId);
}

/** GET /recipes/{id}: `{recipe, files}`; a store's own recipe needs recipes-view at that store. */
export async function getRecipe(ctx: Ctx, principal: Principal, id: number): Promise<RecipeAnswer> {
  requireAt(principal, 'recipes-view');
  const recipe = await recipeById(ctx.db, id);
  if (recipe.store_id !== null) requireAt(principal, 'recipes-view', recipe.store_id);
  const [withMedia] = await withFiles(ctx.db, [recipe]);
  return { recipe, files: withMedia?.files ?? [] };
}

function requireName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw invalid('Enter a name', { name: ['Enter a name'] });
  return trimmed;
}

export async function createRecipe(ctx: Ctx, principal: Principal, body: RecipeCreate): Promise<RecipeAnswer> {
  const storeId = scopeOf(body.store_id);
  requireWrite(principal, 'recipes-create', storeId);
  const name = requireName(body.name);
  if (storeId !== null) await requireActiveStore(ctx.db, storeId);
  const content = sanitizeContent(body.content);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(recipes)
      .values({
        name,
        content,
        ...spanishColumns('nameEs', sentSpanish('name', body), undefined, name),
        ...spanishColumns('contentEs', sentSpanish('content', body), undefined, content, sanitizeContent),
        type: body.type,
        storeId,
        sortOrder: await nextPosition(tx, recipeList(body.type, storeId, principal.userId)),
        createdBy: principal.userId,
        updatedBy: principal.userId,
      })
      .returning({ id: recipes.id });
    return row!.id;
  });
  return getRecipe(ctx, principal, id);
}

/**
 * PUT /recipes/{id}: name, content, type and, when sent, one more image or video. A new type moves
 * the recipe to the end of that type's list and closes the gap in the old one.
 */
export async function updateRecipe(
  ctx: Ctx,
  principal: Principal,
  id: number,
  body: RecipeUpdate,
): Promise<RecipeAnswer> {
  const current = await storedRecipe(ctx.db, id);
  requireWrite(principal, 'recipes-edit', current.store_id);
  const name = requireName(body.name);
  const content = sanitizeContent(body.content);
  const upload = body.file
    ? await acceptUpload(ctx.config, { file: body.file, filename: body.filename }, ATTACHMENT_EXTENSIONS)
    : null;
  await ctx.db.transaction(async (tx) => {
    const moved = body.type !== current.type;
    await tx
      .update(recipes)
      .set({
        name,
        content,
        ...spanishColumns('nameEs', sentSpanish('name', body), current, name),
        ...spanishColumns('contentEs', sentSpanish('content', body), current, content, sanitizeContent),
        type: body.type,
        ...(moved
          ? { sortOrder: await nextPosition(tx, recipeList(body.type, current.store_id, principal.userId)) }
          : {}),
        updatedBy: principal.userId,
        updatedAt: new Date(),
      })
      .where(eq(recipes.id, id));
    if (moved) await renumberList(tx, recipeList(current.type, current.store_id, principal.userId));
    if (upload) {
      await attachMedia(ctx.config, tx, upload, {
        ownerType: RECIPE_MEDIA_OWNER,
        ownerId: id,
        storeId: current.store_id,
        userId: principal.userId,
      });
    }
  });
  return getRecipe(ctx, principal, id);
}

/** PUT /recipes/order/{type} {id, newIndex}: within the recipe's own scope (global, or its store). */
export async function moveRecipe(ctx: Ctx, principal: Principal, type: RecipeType, move: OrderMove): Promise<Recipe[]> {
  const current = await recipeById(ctx.db, move.id);
  if (current.type !== type) throw notFound('No such recipe in this list');
  requireWrite(principal, 'recipes-edit', current.store_id);
  await moveToPosition(ctx.db, recipeList(type, current.store_id, principal.userId), move.id, move.newIndex);
  const rows = await ctx.db
    .select(columns)
    .from(recipes)
    .where(and(eq(recipes.type, type), inScope(current.store_id)))
    .orderBy(asc(recipes.sortOrder), asc(recipes.id));
  return withFiles(ctx.db, rows.map(answerOf));
}

export async function deleteRecipe(ctx: Ctx, principal: Principal, id: number, log?: Log): Promise<void> {
  const current = await recipeById(ctx.db, id);
  requireWrite(principal, 'recipes-delete', current.store_id);
  const removed = await ctx.db.transaction(async (tx) => {
    await tx.delete(recipes).where(eq(recipes.id, id));
    await renumberList(tx, recipeList(current.type, current.store_id, principal.userId));
    return deleteMediaOf(tx, RECIPE_MEDIA_OWNER, id);
  });
  await removeStoredMedia(ctx.config, removed, log);
}

/** The store a recipe belongs to (null when global, undefined when gone), for the media pipeline. */
export async function recipeStoreOf(db: Db, id: number): Promise<number | null | undefined> {
  const [row] = await db.select({ storeId: recipes.storeId }).from(recipes).where(eq(recipes.id, id));
  return row ? row.storeId : undefined;
}

function sanitizeContent(html: string): string {
  return sanitizeRichText(html);
}
