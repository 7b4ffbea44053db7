import { and, desc, eq, inArray } from 'drizzle-orm';
import type { LabelPrinted, LabelSize } from '@dripp/contract/food-safety';
import { foodSafetyEndpoints } from '@dripp/contract/endpoints/food-safety';
import { pathOf } from '@dripp/contract/endpoint';
import { todayIn } from '@dripp/domain/dates';
import { useBy } from '@dripp/domain/food-safety';
import type { Db } from '../../db/client';
import { foodLabelPrints, users } from '../../db/schema/index';
import { requireAnyAt, requireAt, type Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { invalid, notFound } from '../../platform/errors';
import { idempotentSave, keyRef } from '../../platform/idempotency';
import { latestWritten } from './latest-written';
import { activeStore, fullName } from '../../platform/store-people';
import { labelsPdf } from './label-pdf';
import { activePrepItem } from './prep-items.service';

/*
 * Date labels (issue 39 part 5, decision 281): every print is logged with what its labels say (the
 * item's names and dates then), and its PDF is drawn from that row, so a label printed again from
 * the log says the same whatever the item became since.
 */

type Ctx = Pick<AppContext, 'db' | 'now'>;
type PrintRow = typeof foodLabelPrints.$inferSelect;

export interface LabelPrintBody {
  prep_item_id: number;
  quantity: number;
  size: LabelSize;
  ingredient_dates: string[];
}

/** The address of a print's PDF, without its token. */
export const labelsPdfPath = (id: number) => `/api${pathOf(foodSafetyEndpoints.labelsPdf, { id })}`;

async function nameOf(db: Db, userId: number | null): Promise<string | null> {
  if (userId == null) return null;
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [userId]));
  return row ? fullName(row) : null;
}

const answerOf = (row: PrintRow, preppedBy: string | null, pdf: string): LabelPrinted => ({
  id: row.id,
  store_id: row.storeId,
  item: row.item,
  item_es: row.itemEs,
  quantity: row.quantity,
  size: row.size,
  prepped_at: row.preppedAt.toISOString(),
  use_by: row.useBy.toISOString(),
  prepped_by: preppedBy,
  pdf,
});

/**
 * Logs one print at the store: prepped now, used by the date-marking rule on the store's clock.
 * `link` makes the address the caller opens the PDF at (with its token).
 */
export async function printLabels(
  ctx: Ctx,
  principal: Principal,
  storeId: number,
  body: LabelPrintBody,
  link: (id: number) => string,
  idempotencyKey?: string,
): Promise<LabelPrinted> {
  requireAt(principal, 'food-safety-record', storeId);
  const store = await activeStore(ctx.db, storeId);
  if (!store) throw notFound('Store not found');
  const item = await activePrepItem(ctx.db, body.prep_item_id);
  if (!item) throw invalid('Choose a prep item', { prep_item_id: ['Choose a prep item'] });
  const now = ctx.now();
  const today = todayIn(store.timeZone, now);
  if (body.ingredient_dates.some((date) => date > today)) {
    throw invalid('An ingredient cannot be prepped after today', {
      ingredient_dates: ['An ingredient cannot be prepped after today'],
    });
  }
  const life = { value: item.shelfLife, unit: item.shelfLifeUnit, readyToEat: item.readyToEat };
  // The key keeps the print's id only: the answer's link carries a fresh token each time.
  const id = await idempotentSave(
    ctx.db,
    keyRef(principal.userId, `food-label-print:${storeId}`, idempotencyKey, body),
    // A repeat whose first answer is not kept yet: the caller's latest print at the store, which the first wrote.
    () =>
      latestWritten(
        ctx.db,
        foodLabelPrints,
        foodLabelPrints.id,
        and(eq(foodLabelPrints.storeId, storeId), eq(foodLabelPrints.preppedBy, principal.userId)),
        'No such print',
      ),
    (claim) =>
      ctx.db.transaction(async (tx) => {
        await claim(tx);
        const [row] = await tx
          .insert(foodLabelPrints)
          .values({
            storeId,
            prepItemId: item.id,
            item: item.name,
            // The Spanish as the chain keeps it, even when its English changed since (the label says both).
            itemEs: item.nameEs,
            quantity: body.quantity,
            size: body.size,
            date: today,
            preppedAt: now,
            useBy: useBy(now, life, store.timeZone, body.ingredient_dates),
            preppedBy: principal.userId,
          })
          .returning({ id: foodLabelPrints.id });
        return row!.id;
      }),
  );
  const [row] = await ctx.db.select().from(foodLabelPrints).where(eq(foodLabelPrints.id, id));
  return answerOf(row!, await nameOf(ctx.db, row!.preppedBy), link(id));
}

/** The store's prints on a store day (today when none is named), newest first: the log of what was printed. */
export async function listLabelPrints(
  ctx: Ctx,
  principal: Principal,
  storeId: number,
  date: string | undefined,
  link: (id: number) => string,
): Promise<LabelPrinted[]> {
  requireAnyAt(principal, ['food-safety-view', 'food-safety-record'], storeId);
  const store = await activeStore(ctx.db, storeId);
  if (!store) throw notFound('Store not found');
  const rows = await ctx.db
    .select({ print: foodLabelPrints, firstName: users.firstName, lastName: users.lastName })
    .from(foodLabelPrints)
    .leftJoin(users, eq(users.id, foodLabelPrints.preppedBy))
    .where(
      and(eq(foodLabelPrints.storeId, storeId), eq(foodLabelPrints.date, date ?? todayIn(store.timeZone, ctx.now()))),
    )
    .orderBy(desc(foodLabelPrints.id))
    .limit(200);
  return rows.map((r) =>
    answerOf(
      r.print,
      r.firstName == null ? null : fullName({ firstName: r.firstName, lastName: r.lastName ?? '' }),
      link(r.print.id),
    ),
  );
}

/** A print's labels as a PDF, for a holder who reads or records food safety at the print's store. */
export async function printPdf(ctx: Pick<AppContext, 'db'>, holder: Principal, id: number): Promise<Uint8Array> {
  const [row] = await ctx.db.select().from(foodLabelPrints).where(eq(foodLabelPrints.id, id));
  if (!row) throw notFound('No such label print');
  requireAnyAt(holder, ['food-safety-view', 'food-safety-record'], row.storeId);
  const store = await activeStore(ctx.db, row.storeId);
  if (!store) throw notFound('Store not found');
  return labelsPdf({
    item: row.item,
    itemEs: row.itemEs,
    preppedAt: row.preppedAt,
    useBy: row.useBy,
    preppedBy: await nameOf(ctx.db, row.preppedBy),
    store: store.title,
    timeZone: store.timeZone,
    size: row.size,
    quantity: row.quantity,
  });
}
