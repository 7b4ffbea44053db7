import { eq } from 'drizzle-orm';
import type { ProductOrderSettings } from '@dripp/contract/suggested-orders';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/index';
import { requireAt, requireChainWide, type Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { recordChange, type Fields } from '../../platform/history';

/*
 * A product's order settings (DESIGN §8, suggested orders): chain-wide, like the product, so they
 * are read with products-view and written with a chain-wide product-order-settings-edit, and each
 * change is kept in the product's history.
 */

export const PRODUCT_RECORD = 'product';

export const settingsColumns = {
  caseSize: products.caseSize,
  par: products.par,
  shelfLifeDays: products.shelfLifeDays,
  caseThresholdPct: products.caseThresholdPct,
};

type SettingsRow = {
  caseSize: number | null;
  par: string | null;
  shelfLifeDays: number | null;
  caseThresholdPct: number | null;
};

export const settingsOf = (row: SettingsRow): ProductOrderSettings => ({
  case_size: row.caseSize,
  par: row.par == null ? null : Number(row.par),
  shelf_life_days: row.shelfLifeDays,
  case_threshold_pct: row.caseThresholdPct,
});

function historyFields(s: ProductOrderSettings): Fields {
  return {
    'Case size': s.case_size,
    Par: s.par,
    'Shelf life (days)': s.shelf_life_days,
    'Round up to a case above (%)': s.case_threshold_pct,
  };
}

async function settingsRow(db: Pick<Db, 'select'>, id: number) {
  const [row] = await db.select(settingsColumns).from(products).where(eq(products.id, id));
  if (!row) throw notFound('Product not found');
  return row;
}

/** GET /products/{id}/order-settings */
export async function productOrderSettings(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  id: number,
): Promise<ProductOrderSettings> {
  requireAt(principal, 'products-view');
  return settingsOf(await settingsRow(ctx.db, id));
}

/** PUT /products/{id}/order-settings: a par is kept to the cent, as the column holds it. */
export async function saveProductOrderSettings(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  id: number,
  input: ProductOrderSettings,
): Promise<ProductOrderSettings> {
  requireChainWide(principal, 'product-order-settings-edit');
  const after: ProductOrderSettings = { ...input, par: input.par == null ? null : Math.round(input.par * 100) / 100 };
  await ctx.db.transaction(async (tx) => {
    const before = settingsOf(await settingsRow(tx, id));
    await tx
      .update(products)
      .set({
        caseSize: after.case_size,
        par: after.par == null ? null : after.par.toFixed(2),
        shelfLifeDays: after.shelf_life_days,
        caseThresholdPct: after.case_threshold_pct,
        updatedBy: principal.userId,
        updatedAt: new Date(),
      })
      .where(eq(products.id, id));
    await recordChange(tx, {
      recordType: PRODUCT_RECORD,
      recordId: id,
      storeId: null,
      userId: principal.userId,
      before: historyFields(before),
      after: historyFields(after),
    });
  });
  return after;
}
