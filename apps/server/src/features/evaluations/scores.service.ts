import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  RetailScoreFields,
  RetailScoreRow,
  RetailScoreSheet,
  RetailScoresFilters,
} from '@dripp/contract/evaluations';
import { scoreSummary } from '@dripp/domain/score-summary';
import type { Db } from '../../db/client';
import {
  retailItemScores,
  retailScoreCategories,
  retailScoreCategoryItems,
  retailScoreSheets,
  stores,
  users,
} from '../../db/schema/index';
import { requireAnyAt, requireAt, type Principal } from '../../platform/access';
import { invalid, notFound } from '../../platform/errors';
import { raiseEvaluationActions } from './evaluation-actions';
import { spanishOut, type StoredSpanish } from '@dripp/contract/spanish-text';

const NO_SPANISH: StoredSpanish = { es: null, source: null };
import { activeStore, isManagerOf, storeScope } from '../../platform/store-people';
import { preparedShapes, shapeOf } from '../../db/prepared';

const managers = alias(users, 'managers');
const submitters = alias(users, 'submitters');

const rowColumns = {
  id: retailScoreSheets.id,
  scoreDate: retailScoreSheets.scoreDate,
  storeId: stores.id,
  storeTitle: stores.title,
  managerId: managers.id,
  managerFirst: managers.firstName,
  managerLast: managers.lastName,
  userId: submitters.id,
  userFirst: submitters.firstName,
  userLast: submitters.lastName,
  totalScore: retailScoreSheets.totalScore,
  evaluatedScore: retailScoreSheets.evaluatedScore,
  createdAt: retailScoreSheets.createdAt,
  additionalNotes: retailScoreSheets.additionalNotes,
};

interface Row {
  id: number;
  scoreDate: string;
  storeId: number;
  storeTitle: string;
  managerId: number;
  managerFirst: string;
  managerLast: string;
  userId: number | null;
  userFirst: string | null;
  userLast: string | null;
  totalScore: number;
  evaluatedScore: number;
  createdAt: Date;
  additionalNotes: string;
}

function toRow(r: Row): RetailScoreRow {
  return {
    id: r.id,
    score_date: r.scoreDate,
    store: { id: r.storeId, title: r.storeTitle },
    manager: { id: r.managerId, firstName: r.managerFirst, lastName: r.managerLast },
    user: r.userId != null ? { id: r.userId, firstName: r.userFirst ?? '', lastName: r.userLast ?? '' } : null,
    total_score: r.totalScore,
    evaluated_score: r.evaluatedScore,
    created_at: r.createdAt.toISOString(),
  };
}

function baseQuery(db: Db) {
  return db
    .select(rowColumns)
    .from(retailScoreSheets)
    .innerJoin(stores, eq(stores.id, retailScoreSheets.storeId))
    .innerJoin(managers, eq(managers.id, retailScoreSheets.managerId))
    .leftJoin(submitters, eq(submitters.id, retailScoreSheets.userId));
}

/** The list's two statements (rows, count) for one combination of filters (db/prepared.ts). */
const sheetList = preparedShapes('scores_list', (db, shape) => {
  const where: SQL[] = [];
  if (shape.includes('S')) where.push(sql`${retailScoreSheets.storeId} = any(${sql.placeholder('scope')})`);
  if (shape.includes('I')) where.push(eq(retailScoreSheets.storeId, sql.placeholder('storeId')));
  if (shape.includes('F')) where.push(gte(retailScoreSheets.scoreDate, sql.placeholder('dateFrom')));
  if (shape.includes('T')) where.push(lte(retailScoreSheets.scoreDate, sql.placeholder('dateTo')));
  if (shape.includes('Q')) {
    const like = sql.placeholder('like');
    where.push(
      or(
        ilike(stores.title, like),
        ilike(sql`${managers.firstName} || ' ' || ${managers.lastName}`, like),
        ilike(retailScoreSheets.additionalNotes, like),
        ilike(sql`${retailScoreSheets.id}::text`, like),
      )!,
    );
  }
  const condition = and(...where);
  return {
    rows: baseQuery(db)
      .where(condition)
      .orderBy(desc(retailScoreSheets.scoreDate), desc(retailScoreSheets.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`scores_list_rows_${shape}`),
    count: db
      .select({ n: sql<number>`count(*)::int` })
      .from(retailScoreSheets)
      .innerJoin(stores, eq(stores.id, retailScoreSheets.storeId))
      .innerJoin(managers, eq(managers.id, retailScoreSheets.managerId))
      .where(condition)
      .prepare(`scores_list_count_${shape}`),
  };
});

/** The list's filters resolved against the caller's stores, or null when the caller sees none. */
export interface SheetFilter {
  shape: string;
  values: Record<string, unknown>;
}

/** Checks the caller and turns the list's filters (and the export's) into one filtered statement. */
export function sheetFilter(
  principal: Principal,
  query: Omit<RetailScoresFilters, 'limit' | 'offset'>,
): SheetFilter | null {
  requireAt(principal, 'retail-score-sheet-list', query.store_id);
  const scope = storeScope(principal, 'retail-score-sheet-list');
  if (scope !== 'all' && !scope.length) return null;
  const shape = shapeOf({
    s: scope !== 'all',
    i: Boolean(query.store_id),
    f: Boolean(query.date_from),
    t: Boolean(query.date_to),
    q: Boolean(query.search),
  });
  const values = {
    scope,
    storeId: query.store_id,
    dateFrom: query.date_from,
    dateTo: query.date_to,
    like: query.search && `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
  };
  return { shape, values };
}

/** One page of the filtered sheets, newest first. */
export async function sheetPage(db: Db, filter: SheetFilter, limit: number, offset: number): Promise<RetailScoreRow[]> {
  const rows = await sheetList(db, filter.shape).rows.execute({ ...filter.values, limit, offset });
  return (rows as Row[]).map(toRow);
}

export async function listSheets(
  db: Db,
  principal: Principal,
  query: RetailScoresFilters,
): Promise<{ rows: RetailScoreRow[]; total: number }> {
  const filter = sheetFilter(principal, query);
  if (!filter) return { rows: [], total: 0 };
  const [rows, [counted]] = await Promise.all([
    sheetPage(db, filter, query.limit, query.offset),
    sheetList(db, filter.shape).count.execute(filter.values),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

async function findSheet(db: Db, id: number): Promise<Row | null> {
  const [row] = await baseQuery(db).where(eq(retailScoreSheets.id, id));
  return (row as Row | undefined) ?? null;
}

async function withItems(db: Db, row: Row): Promise<RetailScoreSheet> {
  const items = await db
    .select({
      score: retailItemScores,
      itemEs: { es: retailScoreCategoryItems.nameEs, source: retailScoreCategoryItems.nameEsSource },
      categoryEs: { es: retailScoreCategories.nameEs, source: retailScoreCategories.nameEsSource },
    })
    .from(retailItemScores)
    .leftJoin(retailScoreCategoryItems, eq(retailScoreCategoryItems.id, retailItemScores.itemId))
    .leftJoin(retailScoreCategories, eq(retailScoreCategories.id, retailItemScores.categoryId))
    .where(eq(retailItemScores.sheetId, row.id))
    .orderBy(asc(retailItemScores.sortOrder), asc(retailItemScores.id));
  return {
    ...toRow(row),
    additional_notes: row.additionalNotes,
    retail_item_score: items.map(({ score: i, itemEs, categoryEs }) => ({
      id: i.id,
      total_score: i.score,
      permissible_score: i.permissibleScore,
      not_applicable: i.notApplicable,
      // The sheet keeps the names it was saved with: the item's Spanish is flagged when it was written for another English.
      retail_score_category_item: {
        id: i.itemId,
        name: i.itemName,
        ...spanishOut('name', i.itemName, itemEs ?? NO_SPANISH),
        retail_score_category: {
          id: i.categoryId,
          name: i.categoryName,
          ...spanishOut('name', i.categoryName, categoryEs ?? NO_SPANISH),
        },
      },
    })),
  };
}

/** null for a missing sheet (spec 3 §7); 403 for a sheet of a store the caller may not view. */
export async function viewSheet(db: Db, principal: Principal, id: number): Promise<RetailScoreSheet | null> {
  const row = await findSheet(db, id);
  if (!row) {
    requireAnyAt(principal, ['retail-score-sheet-view', 'retail-score-sheet-edit']);
    return null;
  }
  requireAnyAt(principal, ['retail-score-sheet-view', 'retail-score-sheet-edit'], row.storeId);
  return withItems(db, row);
}

/**
 * Checks the sheet and builds its item rows: the manager manages the store, each item exists
 * (active, in an active category) and each score lies within the item's permissible score.
 */
async function prepare(db: Db, input: RetailScoreFields) {
  const errors: Record<string, string[]> = {};
  if (!(await activeStore(db, input.store_id))) errors.store_id = ['Choose one of your stores'];
  else if (!(await isManagerOf(db, input.store_id, input.manager_id))) {
    errors.manager_id = ['Choose a manager of this store'];
  }
  const ids = [...new Set(input.scores.map((s) => s.item_id))];
  const items = ids.length
    ? await db
        .select({
          id: retailScoreCategoryItems.id,
          name: retailScoreCategoryItems.name,
          permissibleScore: retailScoreCategoryItems.permissibleScore,
          itemOrder: retailScoreCategoryItems.sortOrder,
          categoryId: retailScoreCategories.id,
          categoryName: retailScoreCategories.name,
          categoryOrder: retailScoreCategories.sortOrder,
          allowsNotApplicable: retailScoreCategories.allowsNotApplicable,
        })
        .from(retailScoreCategoryItems)
        .innerJoin(retailScoreCategories, eq(retailScoreCategories.id, retailScoreCategoryItems.categoryId))
        .where(
          and(
            inArray(retailScoreCategoryItems.id, ids),
            isNull(retailScoreCategoryItems.deletedAt),
            isNull(retailScoreCategories.deletedAt),
          ),
        )
    : [];
  const byId = new Map(items.map((i) => [i.id, i]));
  const seen = new Set<number>();
  input.scores.forEach((s, index) => {
    const item = byId.get(s.item_id);
    if (!item) errors[`scores.${index}.item_id`] = ['This item does not exist'];
    else if (seen.has(s.item_id)) errors[`scores.${index}.item_id`] = ['This item is scored twice'];
    else if (s.not_applicable) {
      if (!item.allowsNotApplicable) {
        errors[`scores.${index}.not_applicable`] = [`${item.name} cannot be marked not applicable`];
      }
    } else if (s.score == null) errors[`scores.${index}.score`] = [`Score ${item.name}`];
    else if (s.score > item.permissibleScore) {
      errors[`scores.${index}.score`] = [`Score ${item.name} from 0 to ${item.permissibleScore}`];
    }
    seen.add(s.item_id);
  });
  if (!input.scores.length) errors.scores = ['Score at least one item'];
  if (Object.keys(errors).length) {
    const first = Object.values(errors)[0]![0]!;
    throw invalid(first, errors);
  }
  const lines = input.scores
    .map((s) => ({
      score: s.not_applicable ? 0 : (s.score ?? 0),
      notApplicable: !!s.not_applicable,
      item: byId.get(s.item_id)!,
    }))
    .sort(
      (a, b) =>
        a.item.categoryOrder - b.item.categoryOrder ||
        a.item.categoryId - b.item.categoryId ||
        a.item.itemOrder - b.item.itemOrder ||
        a.item.id - b.item.id,
    );
  const summary = scoreSummary(
    lines.map((l) => ({ permissible_score: l.item.permissibleScore, score: l.score, not_applicable: l.notApplicable })),
  );
  return {
    totals: { totalScore: summary.totalPossible, evaluatedScore: summary.lessTotalDocked },
    lines: lines.map((l, i) => ({
      itemId: l.item.id,
      categoryId: l.item.categoryId,
      categoryName: l.item.categoryName,
      itemName: l.item.name,
      permissibleScore: l.item.permissibleScore,
      score: l.score,
      notApplicable: l.notApplicable,
      sortOrder: i + 1,
    })),
  };
}

export async function createSheet(db: Db, principal: Principal, input: RetailScoreFields): Promise<RetailScoreSheet> {
  requireAt(principal, 'retail-score-sheet-create', input.store_id);
  const { totals, lines } = await prepare(db, input);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(retailScoreSheets)
      .values({
        storeId: input.store_id,
        managerId: input.manager_id,
        userId: principal.userId,
        scoreDate: input.score_date,
        additionalNotes: input.additional_notes ?? '',
        ...totals,
        createdBy: principal.userId,
        updatedBy: principal.userId,
      })
      .returning({ id: retailScoreSheets.id });
    await tx.insert(retailItemScores).values(lines.map((l) => ({ ...l, sheetId: row!.id })));
    await raiseEvaluationActions(
      tx,
      { id: row!.id, storeId: input.store_id, scoreDate: input.score_date, userId: principal.userId },
      lines,
    );
    return row!.id;
  });
  return withItems(db, (await findSheet(db, id))!);
}

/** Moving a sheet to another store needs the edit permission at both stores. */
export async function updateSheet(
  db: Db,
  principal: Principal,
  id: number,
  input: RetailScoreFields,
): Promise<RetailScoreSheet> {
  requireAt(principal, 'retail-score-sheet-edit');
  const current = await findSheet(db, id);
  if (!current) throw notFound('Retail score sheet not found');
  requireAt(principal, 'retail-score-sheet-edit', current.storeId);
  requireAt(principal, 'retail-score-sheet-edit', input.store_id);
  const { totals, lines } = await prepare(db, input);
  await db.transaction(async (tx) => {
    await tx
      .update(retailScoreSheets)
      .set({
        storeId: input.store_id,
        managerId: input.manager_id,
        scoreDate: input.score_date,
        additionalNotes: input.additional_notes ?? '',
        ...totals,
        updatedBy: principal.userId,
        updatedAt: new Date(),
      })
      .where(eq(retailScoreSheets.id, id));
    await tx.delete(retailItemScores).where(eq(retailItemScores.sheetId, id));
    await tx.insert(retailItemScores).values(lines.map((l) => ({ ...l, sheetId: id })));
    // Items that fail now and did not before raise their action; those raised before stay as they are.
    await raiseEvaluationActions(
      tx,
      { id, storeId: input.store_id, scoreDate: input.score_date, userId: principal.userId },
      lines,
    );
  });
  return withItems(db, (await findSheet(db, id))!);
}

export async function deleteSheet(db: Db, principal: Principal, id: number): Promise<void> {
  requireAt(principal, 'retail-score-sheet-delete');
  const current = await findSheet(db, id);
  if (!current) throw notFound('Retail score sheet not found');
  requireAt(principal, 'retail-score-sheet-delete', current.storeId);
  await db.delete(retailScoreSheets).where(eq(retailScoreSheets.id, id));
}
