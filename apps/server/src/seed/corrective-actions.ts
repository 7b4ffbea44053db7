import { and, asc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  actionSettings,
  correctiveActions,
  retailItemScores,
  retailScoreCategories,
  retailScoreCategoryItems,
  retailScoreSheets,
  roles,
  scoreItemRules,
  stores,
  users,
} from '../db/schema/index';
import { raiseEvaluationActions } from '../features/evaluations/evaluation-actions';
import { addDays } from '@dripp/domain/dates';
import { localToday } from '../platform/daily-records';

const DAY = 86_400_000;

/** Categories whose failures the demo chain follows up, and how. */
const DEMO_RULES = {
  'Food Safety and Temperatures': { failWhen: 'below-full', priority: 'urgent', dueHours: 24, evidence: 'photo' },
  'Espresso Bar Standards': { failWhen: 'at-most', atMost: 2, priority: 'high', dueHours: 48, evidence: 'note' },
} as const;

const NOTES = [
  'Cleaned and checked with the shift lead.',
  'Retrained the morning crew; checked again at close.',
  'Part replaced; photo on file.',
  'Fixed on the spot and added to the opening checklist.',
];

/**
 * The demo chain's corrective actions: cash counts and missed checklists raise actions, food safety
 * and espresso bar items have on-fail rules, and the last three weeks of evaluations have raised
 * theirs. Those raised more than five days ago were mostly closed and verified, so the chain list
 * shows close times; the newer ones are open, some of them overdue. Deterministic.
 */
export async function seedCorrectiveActions(db: Db, today: string = localToday()): Promise<void> {
  await db
    .update(actionSettings)
    .set({ cashCountActions: true, missedChecklistActions: true, cashToleranceCents: 500 });
  const items = await db
    .select({ id: retailScoreCategoryItems.id, category: retailScoreCategories.name })
    .from(retailScoreCategoryItems)
    .innerJoin(retailScoreCategories, eq(retailScoreCategories.id, retailScoreCategoryItems.categoryId))
    .where(isNull(retailScoreCategoryItems.deletedAt));
  const ruled = items.filter((i) => i.category in DEMO_RULES);
  if (ruled.length === 0) return;
  await db.insert(scoreItemRules).values(
    ruled.map((i) => {
      const rule = DEMO_RULES[i.category as keyof typeof DEMO_RULES];
      return {
        itemId: i.id,
        enabled: true,
        failWhen: rule.failWhen,
        atMost: 'atMost' in rule ? rule.atMost : null,
        priority: rule.priority,
        dueHours: rule.dueHours,
        evidence: rule.evidence,
      };
    }),
  );

  const since = addDays(today, -21);
  const sheets = await db
    .select({
      id: retailScoreSheets.id,
      storeId: retailScoreSheets.storeId,
      scoreDate: retailScoreSheets.scoreDate,
      userId: retailScoreSheets.createdBy,
      managerId: retailScoreSheets.managerId,
    })
    .from(retailScoreSheets)
    .innerJoin(stores, and(eq(stores.id, retailScoreSheets.storeId), isNull(stores.deletedAt)))
    .where(gte(retailScoreSheets.scoreDate, since))
    .orderBy(asc(retailScoreSheets.scoreDate), asc(retailScoreSheets.id));
  const [manager] = await db.select({ id: roles.id }).from(roles).where(eq(roles.role, 'ROLE_MANAGER'));
  const [ops] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'ops'));
  let turn = 0;
  await db.transaction(async (tx) => {
    for (const sheet of sheets) {
      const lines = await tx
        .select()
        .from(retailItemScores)
        .where(eq(retailItemScores.sheetId, sheet.id))
        .orderBy(asc(retailItemScores.sortOrder));
      const raisedAt = new Date(`${sheet.scoreDate}T15:00:00Z`);
      const ids = await raiseEvaluationActions(
        tx,
        { id: sheet.id, storeId: sheet.storeId, scoreDate: sheet.scoreDate, userId: sheet.userId ?? sheet.managerId },
        lines.filter((l) => l.itemId != null).map((l) => ({ ...l, itemId: l.itemId!, notApplicable: l.notApplicable })),
        raisedAt,
      );
      if (ids.length === 0) continue;
      await tx
        .update(correctiveActions)
        .set({ createdAt: raisedAt, updatedAt: raisedAt, assigneeRoleId: manager?.id ?? null })
        .where(inArray(correctiveActions.id, ids));
      const age = (Date.parse(`${today}T00:00:00Z`) - raisedAt.getTime()) / DAY;
      if (age < 5) continue;
      for (const id of ids) {
        turn += 1;
        // One in five older actions is still waiting for its check; one in seven was never closed.
        if (turn % 7 === 0) continue;
        const checked = turn % 5 !== 0 && ops != null;
        const doneAt = new Date(raisedAt.getTime() + (0.5 + (turn % 4)) * DAY);
        await tx
          .update(correctiveActions)
          .set({
            status: checked ? 'verified' : 'done',
            doneAt,
            doneBy: sheet.managerId,
            doneNote: NOTES[turn % NOTES.length]!,
            verifiedAt: checked ? new Date(doneAt.getTime() + DAY / 3) : null,
            verifiedBy: checked ? ops.id : null,
            updatedAt: doneAt,
          })
          .where(eq(correctiveActions.id, id));
      }
    }
  });
}
