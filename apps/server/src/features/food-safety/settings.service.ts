import { eq, isNull } from 'drizzle-orm';
import {
  DEFAULT_TYPE_LIMITS,
  READING_FIX_LABELS,
  UNIT_TYPE_LABELS,
  UNIT_TYPES,
  type FoodSafetySettings,
  type Limits,
  type ReadingFix,
  type TypeLimits,
  type UnitType,
} from '@dripp/contract/food-safety';
import { withinAllowed } from '@dripp/domain/food-safety';
import type { Db } from '../../db/client';
import { foodSafetySettings, foodTypeLimits, foodUnits } from '../../db/schema/index';
import { requireAnyAt, requireChainWide, type Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { invalid, type FieldErrors } from '../../platform/errors';
import { recordChange, type Fields } from '../../platform/history';

/*
 * The chain's food-safety settings: each unit type's limits and how far a unit may move them, the
 * fixes an out-of-range reading may name, and whether a fix needs a photo. They are chain-wide
 * records: a chain-wide grant changes them.
 */

export const SETTINGS_RECORD_TYPE = 'food-safety-settings';

/** A type's limits as the services use them: what applies, and how far a unit may move them. */
export interface TypeRange extends Limits {
  allowed: Limits;
}

/** Each unit type's limits (a type the migration did not seed falls back to the Food Code's). */
export async function typeRanges(db: Db): Promise<Map<UnitType, TypeRange>> {
  const rows = await db.select().from(foodTypeLimits);
  const of = new Map(rows.map((r) => [r.type, r]));
  return new Map(
    UNIT_TYPES.map((type) => {
      const r = of.get(type);
      const range: TypeRange = r
        ? { low: r.low, high: r.high, allowed: { low: r.allowedLow, high: r.allowedHigh } }
        : DEFAULT_TYPE_LIMITS[type];
      return [type, range];
    }),
  );
}

/** The fixes the chain offers and its photo rule (a single row, made by the migration). */
export async function fixRules(db: Db): Promise<{ fixes: ReadingFix[]; photoRequired: boolean }> {
  const [row] = await db.select().from(foodSafetySettings).where(eq(foodSafetySettings.id, 1));
  return { fixes: row?.fixes ?? [], photoRequired: row?.photoRequired ?? false };
}

async function settingsOf(db: Db): Promise<FoodSafetySettings> {
  const [ranges, rules] = await Promise.all([typeRanges(db), fixRules(db)]);
  return {
    type_limits: UNIT_TYPES.map((type) => {
      const r = ranges.get(type)!;
      return { type, low: r.low, high: r.high, allowed_low: r.allowed.low, allowed_high: r.allowed.high };
    }),
    fixes: rules.fixes,
    photo_required: rules.photoRequired,
  };
}

export async function getFoodSafetySettings(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
): Promise<FoodSafetySettings> {
  requireAnyAt(principal, ['food-safety-view', 'food-safety-settings']);
  return settingsOf(ctx.db);
}

const range = (low: number | null, high: number | null) => `${low ?? '…'} – ${high ?? '…'}`;

/**
 * A type's limits keep low ≤ high, its allowed range keeps low ≤ high, and the limits lie within
 * the allowed range; the units of that type with their own limits must stay within it too.
 */
async function checkTypeLimits(db: Db, list: TypeLimits[]): Promise<void> {
  const errors: FieldErrors = {};
  const units = await db
    .select({ type: foodUnits.type, ownLow: foodUnits.ownLow, ownHigh: foodUnits.ownHigh })
    .from(foodUnits)
    .where(isNull(foodUnits.deletedAt));
  list.forEach((t, i) => {
    const at = `type_limits.${i}`;
    const allowed = { low: t.allowed_low, high: t.allowed_high };
    if (t.low != null && t.high != null && t.low > t.high)
      errors[`${at}.high`] = ['The high limit must be at least the low limit'];
    else if (allowed.low != null && allowed.high != null && allowed.low > allowed.high)
      errors[`${at}.allowed_high`] = ['The highest allowed must be at least the lowest allowed'];
    else if (!withinAllowed({ low: t.low, high: t.high }, allowed))
      errors[`${at}.low`] = ['The limits must lie within the allowed range'];
    else if (units.some((u) => u.type === t.type && !withinAllowed({ low: u.ownLow, high: u.ownHigh }, allowed)))
      errors[`${at}.allowed_low`] = ['A unit of this type has its own limits outside this range: change it first'];
  });
  if (Object.keys(errors).length) throw invalid('Check the limits', errors);
}

const typeFields = (type: UnitType, r: Pick<TypeLimits, 'low' | 'high' | 'allowed_low' | 'allowed_high'>) => ({
  [`${UNIT_TYPE_LABELS[type]} limits`]: range(r.low, r.high),
  [`${UNIT_TYPE_LABELS[type]} allowed`]: range(r.allowed_low, r.allowed_high),
});

function fieldsOf(s: FoodSafetySettings): Fields {
  return {
    ...Object.assign({}, ...s.type_limits.map((t) => typeFields(t.type, t))),
    Fixes: s.fixes.map((f) => READING_FIX_LABELS[f]),
    'Photo required': s.photo_required,
  };
}

/** PUT /food-safety/settings: the listed types' limits, the fixes and the photo rule; history kept. */
export async function saveFoodSafetySettings(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  body: FoodSafetySettings,
): Promise<FoodSafetySettings> {
  requireChainWide(principal, 'food-safety-settings');
  await checkTypeLimits(ctx.db, body.type_limits);
  await ctx.db.transaction(async (tx) => {
    const before = await settingsOf(tx);
    const by = { updatedBy: principal.userId, updatedAt: new Date() };
    for (const t of body.type_limits) {
      const values = { low: t.low, high: t.high, allowedLow: t.allowed_low, allowedHigh: t.allowed_high };
      await tx
        .insert(foodTypeLimits)
        .values({ type: t.type, ...values, createdBy: principal.userId, ...by })
        .onConflictDoUpdate({ target: foodTypeLimits.type, set: { ...values, ...by } });
    }
    await tx
      .insert(foodSafetySettings)
      .values({ id: 1, fixes: body.fixes, photoRequired: body.photo_required, createdBy: principal.userId, ...by })
      .onConflictDoUpdate({
        target: foodSafetySettings.id,
        set: { fixes: body.fixes, photoRequired: body.photo_required, ...by },
      });
    await recordChange(tx, {
      recordType: SETTINGS_RECORD_TYPE,
      recordId: 1,
      storeId: null,
      userId: principal.userId,
      before: fieldsOf(before),
      after: fieldsOf(await settingsOf(tx)),
    });
  });
  return settingsOf(ctx.db);
}

/** Whether a unit's own limits stay within its type's allowed range. */
export function ownWithinAllowed(own: Limits, type: TypeRange): boolean {
  return withinAllowed(own, type.allowed);
}
