import { and, asc, eq } from 'drizzle-orm';
import type { Accountability } from '@dripp/contract/history';
import { formatDollars } from '@dripp/domain/money';
import { wasteLogEntries } from '../../db/schema/index';
import { requireAt, type Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { accountabilityOf, type Fields } from '../../platform/history';
import { dayNumber } from '../store-day/store-day.public';

/*
 * A store's waste log of a day is one record in the history (DESIGN §8): its lines are replaced
 * on every save, so the record is named by the store and the day (its number since 1970-01-01).
 */

export const HISTORY_TYPE = 'waste-log';

export { dayNumber };

interface Line {
  description: string;
  qtyHundredths: number;
  valueCents: number;
  lossCents: number;
}

/** Each line as the page shows it, and the day's total loss; lines gone on one side read as empty. */
export function wasteLogFields(lines: readonly Line[], count = lines.length): Fields {
  const fields: Fields = {};
  for (let i = 0; i < count; i++) {
    const line = lines[i];
    fields[`Waste Log #${i + 1}`] = line
      ? `${line.description}: ${line.qtyHundredths / 100} × ${formatDollars(line.valueCents)} = ${formatDollars(line.lossCents)}`
      : '';
  }
  fields['LOSS $'] = formatDollars(lines.reduce((sum, l) => sum + l.lossCents, 0));
  return fields;
}

/**
 * Who first wrote the day's log and when (kept on its lines across saves), who saved it last, and
 * every change; null for a day nothing was ever written on.
 */
export async function wasteLogHistory(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  storeId: number,
  date: string,
): Promise<Accountability | null> {
  requireAt(principal, 'waste-log-view', storeId);
  const lines = await ctx.db
    .select({
      createdBy: wasteLogEntries.createdBy,
      createdAt: wasteLogEntries.createdAt,
      updatedBy: wasteLogEntries.updatedBy,
      updatedAt: wasteLogEntries.updatedAt,
    })
    .from(wasteLogEntries)
    .where(and(eq(wasteLogEntries.storeId, storeId), eq(wasteLogEntries.date, date)))
    .orderBy(asc(wasteLogEntries.createdAt), asc(wasteLogEntries.id));
  const first = lines[0];
  const last = lines.reduce<(typeof lines)[number] | undefined>(
    (newest, l) => (!newest || l.updatedAt > newest.updatedAt ? l : newest),
    undefined,
  );
  const id = dayNumber(date);
  const epoch = new Date(0);
  const records = await accountabilityOf(
    ctx.db,
    HISTORY_TYPE,
    [
      {
        id,
        createdBy: first?.createdBy ?? null,
        createdAt: first?.createdAt ?? epoch,
        updatedBy: last?.updatedBy ?? null,
        updatedAt: last?.updatedAt ?? epoch,
      },
    ],
    storeId,
  );
  const record = records.get(id)!;
  if (lines.length > 0) return record;
  // Every line removed: the history alone says who wrote the log and who emptied it.
  const [newest] = record.history;
  const oldest = record.history.at(-1);
  if (!newest || !oldest) return null;
  return { ...record, created: { by: oldest.by, at: oldest.at }, updated: { by: newest.by, at: newest.at } };
}
