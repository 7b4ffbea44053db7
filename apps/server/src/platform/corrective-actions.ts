import { and, eq, inArray, isNull, ne, notInArray } from 'drizzle-orm';
import {
  ACTION_OPEN_STATUSES,
  type ActionEvidence,
  type ActionPriority,
  type ActionSource,
  type FailWhen,
} from '@dripp/contract/corrective-actions';
import { ROLE_MANAGER } from '@dripp/contract/permissions';
import { DUE_ITEM_LABELS, type DueItem } from '@dripp/contract/store-day';
import { formatDay } from '@dripp/domain/dates';
import type { Db } from '../db/client';
import {
  actionSettings,
  correctiveActions,
  roles,
  scoreItemRules,
  userRoles,
  users,
  userStores,
} from '../db/schema/index';
import { beyondTolerance, cashToleranceOf } from './cash-tolerance';
import { recordChange } from './history';
import { fullName } from './store-people';

/*
 * Raising corrective actions from failures, inside the transaction that records the failure. Every
 * raised action has a natural key (source, source id, source key), so saving the same record again,
 * or a second worker finding the same missed checklist, adds nothing.
 */

const HOUR = 3_600_000;

/** The history's name for an action (platform/history.ts). */
export const ACTION_RECORD_TYPE = 'corrective-action';

export interface RaisedAction {
  storeId: number;
  title: string;
  description: string;
  source: Exclude<ActionSource, 'manual'>;
  sourceId: number;
  sourceKey: string;
  sourceLabel: string;
  assigneeRoleId: number | null;
  priority: ActionPriority;
  dueAt: Date;
  evidence: ActionEvidence;
  createdBy: number | null;
}

/** Inserts the actions not raised before; answers the ids of the new ones. */
export async function raiseActions(tx: Db, actions: RaisedAction[]): Promise<number[]> {
  if (actions.length === 0) return [];
  const rows = await tx
    .insert(correctiveActions)
    .values(actions.map((a) => ({ ...a, updatedBy: a.createdBy })))
    .onConflictDoNothing()
    .returning({ id: correctiveActions.id });
  return rows.map((r) => r.id);
}

/** The chain's settings (a single row, made by the migration). */
export async function chainActionSettings(db: Db) {
  const [row] = await db.select().from(actionSettings).where(eq(actionSettings.id, 1));
  return row ?? { cashCountActions: false, cashToleranceCents: 500, missedChecklistActions: false };
}

async function managerRoleId(db: Db): Promise<number | null> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.role, ROLE_MANAGER));
  return row?.id ?? null;
}

/** Whether a score fails its item's rule. A not-applicable item never fails. */
export function failsRule(
  rule: { failWhen: FailWhen; atMost: number | null },
  line: { score: number; permissibleScore: number; notApplicable: boolean },
): boolean {
  if (line.notApplicable) return false;
  switch (rule.failWhen) {
    case 'below-full':
      return line.score < line.permissibleScore;
    case 'zero':
      return line.score === 0;
    case 'at-most':
      return rule.atMost != null && line.score <= rule.atMost;
  }
}

export interface ScoredLine {
  itemId: number;
  itemName: string;
  categoryName: string;
  permissibleScore: number;
  score: number;
  notApplicable: boolean;
}

/** One action per item of the sheet that fails its rule; answers the new actions' ids. */
export async function raiseEvaluationActions(
  tx: Db,
  sheet: { id: number; storeId: number; scoreDate: string; userId: number },
  lines: ScoredLine[],
  now = new Date(),
): Promise<number[]> {
  if (lines.length === 0) return [];
  const rules = await tx
    .select()
    .from(scoreItemRules)
    .where(
      inArray(
        scoreItemRules.itemId,
        lines.map((l) => l.itemId),
      ),
    );
  const ruleOf = new Map(rules.filter((r) => r.enabled).map((r) => [r.itemId, r]));
  const failed = lines.filter((l) => {
    const rule = ruleOf.get(l.itemId);
    return rule && failsRule(rule, l);
  });
  if (failed.length === 0) return [];
  const managers = await managerRoleId(tx);
  return raiseActions(
    tx,
    failed.map((line) => {
      const rule = ruleOf.get(line.itemId)!;
      return {
        storeId: sheet.storeId,
        title: line.itemName,
        description: `${line.categoryName}: scored ${line.score} of ${line.permissibleScore} in the evaluation of ${formatDay(sheet.scoreDate)}.`,
        source: 'evaluation',
        sourceId: sheet.id,
        sourceKey: String(line.itemId),
        sourceLabel: `Evaluation of ${formatDay(sheet.scoreDate)}: ${line.itemName}`,
        assigneeRoleId: rule.assigneeRoleId ?? managers,
        priority: rule.priority,
        dueAt: new Date(now.getTime() + rule.dueHours * HOUR),
        evidence: rule.evidence,
        createdBy: sheet.userId,
      };
    }),
  );
}

/** Dollars as a person reads them: $40.00, -$3.50. */
function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A count whose total discrepancy is beyond its store's tolerance (the store's own, else the
 * chain's) raises one action, when the chain says so. `toleranceCents` is the one the count was
 * judged by when saved; without it the store's tolerance of now is read.
 */
export async function raiseCashCountAction(
  tx: Db,
  count: {
    id: number;
    storeId: number;
    date: string;
    discrepancyCents: number;
    userId: number;
    toleranceCents?: number;
  },
  now = new Date(),
): Promise<number[]> {
  const settings = await chainActionSettings(tx);
  if (!settings.cashCountActions) return [];
  const tolerance = count.toleranceCents ?? (await cashToleranceOf(tx, count.storeId)).effective;
  if (!beyondTolerance(count.discrepancyCents, tolerance)) return [];
  const gap = count.discrepancyCents < 0 ? 'short' : 'over';
  return raiseActions(tx, [
    {
      storeId: count.storeId,
      title: `Cash count ${dollars(Math.abs(count.discrepancyCents))} ${gap}`,
      description: `The cash count of ${formatDay(count.date)} is ${dollars(Math.abs(count.discrepancyCents))} ${gap}, beyond the tolerance of ${dollars(tolerance)}. Find the difference and note what caused it.`,
      source: 'cash-count',
      sourceId: count.id,
      sourceKey: count.date,
      sourceLabel: `Cash count of ${formatDay(count.date)}`,
      assigneeRoleId: await managerRoleId(tx),
      priority: 'high',
      dueAt: new Date(now.getTime() + 24 * HOUR),
      evidence: 'note',
      createdBy: count.userId,
    },
  ]);
}

/** Checklist cards that reached Missed, one action each, when the chain says so. */
export async function raiseMissedChecklistActions(
  tx: Db,
  missed: { storeId: number; item: DueItem; date: string }[],
  now = new Date(),
): Promise<number[]> {
  if (missed.length === 0) return [];
  const settings = await chainActionSettings(tx);
  if (!settings.missedChecklistActions) return [];
  const managers = await managerRoleId(tx);
  return raiseActions(
    tx,
    missed.map((m) => ({
      storeId: m.storeId,
      title: `${DUE_ITEM_LABELS[m.item]} missed`,
      description: `The ${DUE_ITEM_LABELS[m.item].toLowerCase()} of ${formatDay(m.date)} was never completed. Find out why and make sure it is done from now on.`,
      source: 'missed-checklist',
      sourceId: m.storeId,
      sourceKey: `${m.item}:${m.date}`,
      sourceLabel: `${DUE_ITEM_LABELS[m.item]} of ${formatDay(m.date)}`,
      assigneeRoleId: managers,
      priority: 'medium',
      dueAt: new Date(now.getTime() + 24 * HOUR),
      evidence: 'none',
      createdBy: null,
    })),
  );
}

/** A role still held at the store by an active person other than `userId`. */
async function roleHeldAt(tx: Db, storeId: number, roleId: number, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ userId: userStores.userId })
    .from(userStores)
    .innerJoin(users, and(eq(users.id, userStores.userId), isNull(users.deletedAt)))
    .where(and(eq(userStores.storeId, storeId), eq(userStores.roleId, roleId), ne(userStores.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Access follows the store link (decision 184): the open actions given by name to a person who no
 * longer reaches their store (no link there, no corporate role) go back to the store: to the role
 * the person held there (`removedLinks`) while someone else at the store holds it, else to
 * the store's managers, each with a history entry. Call in the transaction that changes the
 * person's links or roles, after the change. Answers the ids of the actions given back.
 */
export async function releaseActionsOutOfReach(
  tx: Db,
  change: { userId: number; by: number; removedLinks?: readonly { storeId: number; roleId: number }[] },
): Promise<number[]> {
  const { userId, by } = change;
  const [corporate] = await tx
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.requiresStore, false)))
    .limit(1);
  if (corporate) return [];
  const linked = tx.select({ storeId: userStores.storeId }).from(userStores).where(eq(userStores.userId, userId));
  const lost = await tx
    .select({
      id: correctiveActions.id,
      storeId: correctiveActions.storeId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(correctiveActions)
    .innerJoin(users, eq(users.id, correctiveActions.assigneeUserId))
    .where(
      and(
        eq(correctiveActions.assigneeUserId, userId),
        inArray(correctiveActions.status, [...ACTION_OPEN_STATUSES]),
        notInArray(correctiveActions.storeId, linked),
      ),
    )
    .for('update', { of: correctiveActions });
  if (lost.length === 0) return [];
  const managers = await managerRoleId(tx);
  const roleOf = new Map<number, number | null>();
  for (const storeId of new Set(lost.map((a) => a.storeId))) {
    const held = change.removedLinks?.find((l) => l.storeId === storeId)?.roleId;
    roleOf.set(storeId, held !== undefined && (await roleHeldAt(tx, storeId, held, userId)) ? held : managers);
  }
  const roleIds = [...new Set([...roleOf.values()].filter((id): id is number => id != null))];
  const names = new Map(
    roleIds.length
      ? (await tx.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.id, roleIds))).map((r) => [
          r.id,
          r.name,
        ])
      : [],
  );
  for (const action of lost) {
    const roleId = roleOf.get(action.storeId) ?? null;
    await tx
      .update(correctiveActions)
      .set({ assigneeUserId: null, assigneeRoleId: roleId, updatedBy: by, updatedAt: new Date() })
      .where(eq(correctiveActions.id, action.id));
    await recordChange(tx, {
      recordType: ACTION_RECORD_TYPE,
      recordId: action.id,
      storeId: action.storeId,
      userId: by,
      before: { Assignee: fullName(action) },
      after: { Assignee: (roleId != null && names.get(roleId)) || '' },
    });
  }
  return lost.map((a) => a.id);
}
