import { inArray } from 'drizzle-orm';
import type { FailWhen } from '@dripp/contract/corrective-actions';
import { formatDay } from '@dripp/domain/dates';
import type { Db } from '../../db/client';
import { scoreItemRules } from '../../db/schema/index';
import { managerRoleId, raiseActions } from '../corrective-actions/corrective-actions.public';

/** An evaluation's failed items raise corrective actions, each by its item's rule. */

const HOUR = 3_600_000;

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
