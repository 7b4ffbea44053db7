import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  READING_FIX_LABELS,
  RECHECK_AFTER_MINUTES,
  RECHECK_WINDOW_MINUTES,
  UNIT_MEASURE,
  type Limits,
  type Reading,
  type ReadingInputSchema,
  type ReadingKind,
} from '@dripp/contract/food-safety';
import { IMAGE_EXTENSIONS } from '@dripp/contract/media';
import type { z } from 'zod';
import { storeDateTime, todayIn } from '@dripp/domain/dates';
import { daySlots, inRange, slotFor, toFahrenheit, unitLimits } from '@dripp/domain/food-safety';
import { existedBy } from '@dripp/domain/store-day';
import type { Db } from '../../db/client';
import { foodReadings, foodRechecks, foodUnits, media, users } from '../../db/schema/index';
import { requireAt, type Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { invalid, notFound, type FieldErrors } from '../../platform/errors';
import { recordChange } from '../../platform/history';
import { idempotentSave, keyRef } from '../../platform/idempotency';
import { latestWritten } from './latest-written';
import { recordMedia, toMediaFile } from '../../platform/media/media';
import { registerMediaOwner } from '../../platform/media/owners';
import { mediaStorage } from '../../platform/media/storage';
import { acceptUpload, type AcceptedUpload } from '../../platform/media/upload';
import { fullName, requireActiveStore } from '../../platform/store-people';
import { storeTimeZones } from '../../platform/store-time';
import { managerRoleId, raiseActions } from '../corrective-actions/corrective-actions.public';
import { openProviderTicket } from '../service-ticket/service-ticket.public';
import { fixRules, typeRanges } from './settings.service';
import { unitsByIds, type UnitRow } from './units.service';

/*
 * Readings (decisions 276–278): stamped once when saved with the limits then, in or out of range,
 * the store day and the due time they answer, and late. Never edited: a correction is a new
 * reading that refers to the one it corrects. Out of range, a reading needs a fix the chain
 * offers, a note, and a photo when the chain asks for one; it raises a corrective action and
 * (unless it is itself a re-check) schedules a re-check of its unit, in its own transaction.
 */

export const READING_OWNER = 'food-reading';
export const READING_RECORD_TYPE = 'food-reading';
/** An out-of-range reading's action is due this long after it (decision 278). */
const ACTION_DUE_MINUTES = 120;

registerMediaOwner({
  ownerType: READING_OWNER,
  editPermission: 'food-safety-edit',
  async storeIdOf(db, ownerId) {
    const [row] = await db
      .select({ storeId: foodReadings.storeId })
      .from(foodReadings)
      .where(eq(foodReadings.id, ownerId));
    return row?.storeId;
  },
  // A reading is never edited: its photo stays with it.
  async requireChange() {
    throw invalid('A saved reading keeps its photo');
  },
});

type ReadingInput = z.output<typeof ReadingInputSchema>;
type ReadingRow = typeof foodReadings.$inferSelect;
type Recheck = Reading['recheck'];

/** A re-check's state: done once answered; upcoming before its due time; due for its window; then missed. */
export function recheckState(dueAt: Date, answeredBy: number | null, now: Date): NonNullable<Recheck>['state'] {
  if (answeredBy != null) return 'done';
  if (now < dueAt) return 'upcoming';
  return now.getTime() <= dueAt.getTime() + RECHECK_WINDOW_MINUTES * 60_000 ? 'due' : 'missed';
}

/** Readings as answered, with their unit's name, who took them, their photo and their re-check. */
export async function toReadings(db: Db, rows: ReadingRow[], now: Date): Promise<Reading[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const takers = [...new Set(rows.map((r) => r.takenBy).filter((id): id is number => id != null))];
  const photos = [...new Set(rows.map((r) => r.photoId).filter((id): id is string => id != null))];
  const [units, people, files, rechecks] = await Promise.all([
    unitsByIds(db, [...new Set(rows.map((r) => r.unitId))]),
    takers.length
      ? db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, takers))
      : [],
    photos.length
      ? db
          .select({ id: media.id, filename: media.filename, isVideo: media.isVideo })
          .from(media)
          .where(inArray(media.id, photos))
      : [],
    db.select().from(foodRechecks).where(inArray(foodRechecks.readingId, ids)),
  ]);
  const nameOf = new Map(people.map((p) => [p.id, fullName(p)]));
  const fileOf = new Map(files.map((f) => [f.id, toMediaFile(f)]));
  const recheckOf = new Map(rechecks.map((c) => [c.readingId, c]));
  return rows.map((r) => {
    const check = recheckOf.get(r.id);
    return {
      id: r.id,
      store_id: r.storeId,
      unit_id: r.unitId,
      unit_name: units.get(r.unitId)?.name ?? '',
      kind: r.kind,
      value: r.value,
      low: r.low,
      high: r.high,
      in_range: r.inRange,
      late: r.late,
      date: r.date,
      due_time: r.dueTime,
      taken_at: r.takenAt.toISOString(),
      taken_by: r.takenBy != null ? (nameOf.get(r.takenBy) ?? null) : null,
      fix: r.fix,
      fix_note: r.fixNote,
      photo: r.photoId ? (fileOf.get(r.photoId) ?? null) : null,
      action_id: r.actionId,
      refers_to: r.refersTo,
      recheck: check
        ? {
            due_at: check.dueAt.toISOString(),
            state: recheckState(check.dueAt, check.answeredBy, now),
            reading_id: check.answeredBy,
          }
        : null,
    };
  });
}

/** A value as people read it: °F or ppm. */
export function valueText(value: number, unit: Pick<UnitRow, 'type'>): string {
  return UNIT_MEASURE[unit.type] === 'ppm' ? `${value} ppm` : `${value} °F`;
}

/** A range as people read it: "at most 41 °F", "at least 135 °F", "200 ppm to 400 ppm". */
export function limitsText({ low, high }: Limits, unit: Pick<UnitRow, 'type'>): string {
  if (low != null && high != null) return `${valueText(low, unit)} to ${valueText(high, unit)}`;
  if (high != null) return `at most ${valueText(high, unit)}`;
  if (low != null) return `at least ${valueText(low, unit)}`;
  return 'any value';
}

/** What an out-of-range reading must carry: a fix the chain offers, a note, and a photo when required. */
async function requireFix(db: Db, input: ReadingInput): Promise<void> {
  const rules = await fixRules(db);
  const errors: FieldErrors = {};
  if (!input.fix || !rules.fixes.includes(input.fix)) errors.fix = ['Choose what was done'];
  if (!input.fix_note) errors.fix_note = ['Say what was done'];
  if (rules.photoRequired && !input.photo) errors.photo = ['Add a photo of the fix'];
  if (Object.keys(errors).length)
    throw invalid('This reading is out of range: say what was done before saving it', errors);
}

/** The reading a correction or re-check names: one of the same unit, taken before. */
async function referredReading(db: Db, unit: UnitRow, id: number): Promise<ReadingRow> {
  const [row] = await db.select().from(foodReadings).where(eq(foodReadings.id, id));
  if (!row || row.unitId !== unit.id) {
    const message = 'Choose a reading of this unit';
    throw invalid(message, { corrects_id: [message] });
  }
  return row;
}

interface Stamp {
  kind: ReadingKind;
  date: string;
  dueTime: string | null;
  late: boolean;
  refersTo: number | null;
}

/**
 * Which due time a reading answers (decision 277), in the transaction that holds the unit: a
 * re-check when it names an out-of-range reading whose re-check is still open; a correction when it
 * names another earlier reading; else the unit's earliest open due time of the store day that
 * existed when the unit did, or an extra reading.
 */
async function stampOf(tx: Db, unit: UnitRow, referred: ReadingRow | null, now: Date, zone: string): Promise<Stamp> {
  const date = todayIn(zone, now);
  if (referred) {
    const [open] = await tx
      .select()
      .from(foodRechecks)
      .where(and(eq(foodRechecks.readingId, referred.id), isNull(foodRechecks.answeredBy)))
      .for('update');
    if (open && !referred.inRange) {
      const late = now.getTime() > open.dueAt.getTime() + RECHECK_WINDOW_MINUTES * 60_000;
      return { kind: 'recheck', date, dueTime: null, late, refersTo: referred.id };
    }
    return { kind: 'correction', date, dueTime: null, late: false, refersTo: referred.id };
  }
  const answered = await tx
    .select({ dueTime: foodReadings.dueTime })
    .from(foodReadings)
    .where(and(eq(foodReadings.unitId, unit.id), eq(foodReadings.date, date), eq(foodReadings.kind, 'scheduled')));
  const slots = daySlots(
    date,
    unit.dueTimes,
    zone,
    new Set(answered.map((a) => a.dueTime).filter((t): t is string => t != null)),
  ).filter((s) => existedBy(s.dueAt, unit.createdAt));
  const slot = slotFor(slots, now);
  return slot
    ? { kind: 'scheduled', date, dueTime: slot.dueTime, late: slot.late, refersTo: null }
    : { kind: 'extra', date, dueTime: null, late: false, refersTo: null };
}

/** The action an out-of-range reading raises: for the store's managers, soon. */
async function raiseReadingAction(
  tx: Db,
  reading: ReadingRow,
  unit: UnitRow,
  input: ReadingInput,
  now: Date,
): Promise<number | null> {
  const limits = { low: reading.low, high: reading.high };
  const what = reading.kind === 'recheck' ? 'still out of range on its re-check' : 'out of range';
  const [id] = await raiseActions(tx, [
    {
      storeId: unit.storeId,
      title: `${unit.name}: ${valueText(reading.value, unit)} ${what}`.slice(0, 200),
      description:
        `${unit.name} read ${valueText(reading.value, unit)}; it should be ${limitsText(limits, unit)}. ` +
        `Done: ${READING_FIX_LABELS[input.fix!]}. ${input.fix_note ?? ''}`.trim(),
      source: 'food-safety',
      sourceId: reading.id,
      sourceKey: `reading:${reading.date}`,
      sourceLabel: `${unit.name} reading of ${reading.date}`,
      assigneeRoleId: await managerRoleId(tx),
      priority: 'high',
      dueAt: new Date(now.getTime() + ACTION_DUE_MINUTES * 60_000),
      evidence: 'note',
      createdBy: reading.takenBy,
    },
  ]);
  return id ?? null;
}

/**
 * POST /food-units/{id}/readings, at the unit's own store. °C is kept as °F; sanitizer ppm as sent.
 * Out of range without its fix, nothing is saved (422).
 */
export async function saveFoodReading(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  principal: Principal,
  unitId: number,
  input: ReadingInput,
  idempotencyKey?: string,
): Promise<Reading> {
  const [unit] = await ctx.db
    .select()
    .from(foodUnits)
    .where(and(eq(foodUnits.id, unitId), isNull(foodUnits.deletedAt)));
  if (!unit) throw notFound('No such unit');
  requireAt(principal, 'food-safety-record', unit.storeId);
  await requireActiveStore(ctx.db, unit.storeId);
  const referred = input.corrects_id == null ? null : await referredReading(ctx.db, unit, input.corrects_id);
  const value = UNIT_MEASURE[unit.type] === 'ppm' ? input.value : toFahrenheit(input.value, input.unit);
  const inRangeNow = inRange(
    value,
    unitLimits((await typeRanges(ctx.db)).get(unit.type)!, { low: unit.ownLow, high: unit.ownHigh }),
  );
  if (!inRangeNow) await requireFix(ctx.db, input);
  // Checked before anything is written; kept only with an out-of-range reading.
  const photo: AcceptedUpload | null = input.photo
    ? await acceptUpload(ctx.config, { file: input.photo, filename: 'fix' }, IMAGE_EXTENSIONS)
    : null;
  const zone = (await storeTimeZones(ctx.db, [unit.storeId])).get(unit.storeId)!;

  const ref = keyRef(principal.userId, `food-reading:${unitId}`, idempotencyKey, input);
  // A repeat whose first answer is not kept yet: the caller's latest reading of the unit, which the first wrote.
  const readAgain = async () => {
    const id = await latestWritten(
      ctx.db,
      foodReadings,
      foodReadings.id,
      and(eq(foodReadings.unitId, unitId), eq(foodReadings.takenBy, principal.userId)),
      'No such reading',
    );
    return readingById(ctx.db, id, ctx.now());
  };
  return idempotentSave(ctx.db, ref, readAgain, async (claim) => {
    const id = await writeReading(ctx, principal, { unitId, input, value, inRangeNow, photo, referred, zone }, claim);
    return readingById(ctx.db, id, ctx.now());
  });
}

interface Pending {
  unitId: number;
  input: ReadingInput;
  /** In °F or ppm, as kept. */
  value: number;
  inRangeNow: boolean;
  photo: AcceptedUpload | null;
  referred: ReadingRow | null;
  zone: string;
}

/** The reading, its stamp, and out of range its photo, action and re-check: one transaction. */
async function writeReading(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  principal: Principal,
  { unitId, input, value, inRangeNow, photo, referred, zone }: Pending,
  claim: (tx: Db) => Promise<void>,
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    await claim(tx);
    // One reading of a unit at a time: which due time it answers, and a re-check answered once.
    const [locked] = await tx
      .select()
      .from(foodUnits)
      .where(and(eq(foodUnits.id, unitId), isNull(foodUnits.deletedAt)))
      .for('update');
    if (!locked) throw notFound('No such unit');
    // The limits of the moment, read again under the lock: a limit changed meanwhile applies.
    const limits = unitLimits((await typeRanges(tx)).get(locked.type)!, { low: locked.ownLow, high: locked.ownHigh });
    const ok = inRange(value, limits);
    if (!ok && inRangeNow !== ok) await requireFix(tx, input);
    const now = ctx.now();
    const stamp = await stampOf(tx, locked, referred, now, zone);
    const [reading] = await tx
      .insert(foodReadings)
      .values({
        storeId: locked.storeId,
        unitId,
        kind: stamp.kind,
        value,
        low: limits.low,
        high: limits.high,
        inRange: ok,
        late: stamp.late,
        date: stamp.date,
        dueTime: stamp.dueTime,
        refersTo: stamp.refersTo,
        fix: ok ? null : input.fix,
        fixNote: ok ? null : input.fix_note,
        takenAt: now,
        takenBy: principal.userId,
      })
      .returning();
    let row = reading!;
    if (stamp.kind === 'recheck')
      await tx
        .update(foodRechecks)
        .set({ answeredBy: row.id })
        .where(and(eq(foodRechecks.readingId, stamp.refersTo!), isNull(foodRechecks.answeredBy)));
    if (!ok) {
      let photoId: string | null = null;
      if (photo) {
        const owner = { ownerType: READING_OWNER, ownerId: row.id, storeId: row.storeId, userId: principal.userId };
        photoId = await recordMedia(ctx.config, tx, photo, owner);
        await mediaStorage(ctx.config).put(photoId, photo.bytes, photo.contentType);
      }
      const actionId = await raiseReadingAction(tx, row, locked, input, now);
      const [updated] = await tx
        .update(foodReadings)
        .set({ photoId, actionId })
        .where(eq(foodReadings.id, row.id))
        .returning();
      row = updated!;
      if (stamp.kind !== 'recheck')
        await tx.insert(foodRechecks).values({
          readingId: row.id,
          storeId: row.storeId,
          unitId,
          dueAt: new Date(now.getTime() + RECHECK_AFTER_MINUTES * 60_000),
        });
    }
    await recordChange(tx, {
      recordType: READING_RECORD_TYPE,
      recordId: row.id,
      storeId: row.storeId,
      userId: principal.userId,
      before: {},
      after: {
        Reading: valueText(value, locked),
        Limits: limitsText(limits, locked),
        'In range': ok,
        Fix: ok ? '' : READING_FIX_LABELS[input.fix!],
        Note: ok ? '' : input.fix_note,
      },
    });
    return row.id;
  });
}

export async function readingById(db: Db, id: number, now: Date): Promise<Reading> {
  const [row] = await db.select().from(foodReadings).where(eq(foodReadings.id, id));
  if (!row) throw notFound('No such reading');
  return (await toReadings(db, [row], now))[0]!;
}

/**
 * POST /food-readings/{id}/service-ticket: the store day's Service Ticket to the unit's provider,
 * with the out-of-range reading in its description, for the store to review and Submit.
 */
export async function openReadingServiceTicket(
  ctx: Pick<AppContext, 'db' | 'now'>,
  principal: Principal,
  readingId: number,
): Promise<{ ticket_id: number }> {
  const [reading] = await ctx.db.select().from(foodReadings).where(eq(foodReadings.id, readingId));
  if (!reading) throw notFound('No such reading');
  requireAt(principal, 'food-safety-record', reading.storeId);
  await requireActiveStore(ctx.db, reading.storeId);
  if (reading.inRange) throw invalid('Only an out-of-range reading opens a Service Ticket');
  const unit = (await unitsByIds(ctx.db, [reading.unitId])).get(reading.unitId)!;
  if (unit.providerId == null) {
    const message = 'This unit has no service provider: choose one in its settings first';
    throw invalid(message, { provider_id: [message] });
  }
  const zone = (await storeTimeZones(ctx.db, [reading.storeId])).get(reading.storeId)!;
  const at = storeDateTime(reading.takenAt, zone);
  const [me] = await ctx.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, principal.userId));
  const line =
    `${unit.name} read ${valueText(reading.value, unit)} on ${at.date} at ${at.time}; ` +
    `it should be ${limitsText({ low: reading.low, high: reading.high }, unit)}.`;
  const ticketId = await openProviderTicket(ctx.db, {
    storeId: reading.storeId,
    date: todayIn(zone, ctx.now()),
    providerId: unit.providerId,
    line,
    requestBy: me ? fullName(me) : principal.username,
    userId: principal.userId,
  });
  return { ticket_id: ticketId };
}
