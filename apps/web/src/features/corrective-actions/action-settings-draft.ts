import {
  ACTION_DUE_HOURS_MAX,
  type ActionEvidence,
  type ActionPriority,
  type ActionSettings,
  type ActionSettingsInput,
  type FailWhen,
} from '@dripp/contract/corrective-actions';
import { msg } from '@lingui/core/macro';
import { COUNT, MONEY, numberProblem } from '../../lib/number-problem';
import { i18n } from '../../i18n/i18n';
import type { FieldErrors } from '../../lib/api-client';

/*
 * The action settings as typed on their page: the chain's cash tolerance and each score item's
 * "on fail" rule as text, what is wrong with each number before Save, and what Save sends.
 */

const TOLERANCE_MAX = 100_000;
const AT_MOST_MAX = 1_000_000;

export interface DraftRule {
  item_id: number;
  item_name: string;
  category_name: string;
  permissible_score: number;
  enabled: boolean;
  fail_when: FailWhen;
  at_most: string;
  /** '' is nobody in particular: the store's managers. */
  role: string;
  priority: ActionPriority;
  due_hours: string;
  evidence: ActionEvidence;
}

export interface SettingsDraft {
  cash_count_actions: boolean;
  cash_tolerance: string;
  missed_checklist_actions: boolean;
  rules: DraftRule[];
}

export function draftOf(settings: ActionSettings): SettingsDraft {
  return {
    cash_count_actions: settings.chain.cash_count_actions,
    cash_tolerance: settings.chain.cash_tolerance.toFixed(2),
    missed_checklist_actions: settings.chain.missed_checklist_actions,
    rules: settings.rules.map((rule) => ({
      item_id: rule.item_id,
      item_name: rule.item_name,
      category_name: rule.category_name,
      permissible_score: rule.permissible_score,
      enabled: rule.enabled,
      fail_when: rule.fail_when,
      at_most: rule.at_most == null ? '' : String(rule.at_most),
      role: rule.assignee_role_id == null ? '' : String(rule.assignee_role_id),
      priority: rule.priority,
      due_hours: String(rule.due_hours),
      evidence: rule.evidence,
    })),
  };
}

export function toleranceProblem(text: string): string | undefined {
  const value = text.trim();
  if (!value) return i18n._(msg`Enter an amount`);
  const problem = numberProblem(value, { ...MONEY, negative: false });
  if (problem) return problem;
  const max = TOLERANCE_MAX.toLocaleString('en-US');
  return Number(value.replace(/[$,]/g, '')) > TOLERANCE_MAX ? i18n._(msg`At most $${max}`) : undefined;
}

export function dueHoursProblem(text: string): string | undefined {
  const value = text.trim();
  if (!value) return i18n._(msg`Enter the hours`);
  const problem = numberProblem(value, COUNT);
  if (problem) return problem;
  const hours = Number(value.replace(/,/g, ''));
  if (hours < 1) return i18n._(msg`At least 1 hour`);
  return hours > ACTION_DUE_HOURS_MAX ? i18n._(msg`At most a year`) : undefined;
}

export function atMostProblem(rule: DraftRule): string | undefined {
  if (rule.fail_when !== 'at-most') return undefined;
  const value = rule.at_most.trim();
  if (!value) return i18n._(msg`Enter a score`);
  const problem = numberProblem(value, COUNT);
  if (problem) return problem;
  return Number(value.replace(/,/g, '')) > AT_MOST_MAX ? i18n._(msg`${value} is too large`) : undefined;
}

/** Each field's own problem, keyed as the server keys its 422 errors (`rules.3.due_hours`). */
export function problemsOf(draft: SettingsDraft): FieldErrors {
  const problems: FieldErrors = {};
  const add = (key: string, problem: string | undefined) => {
    if (problem) problems[key] = [problem];
  };
  if (draft.cash_count_actions || draft.cash_tolerance.trim())
    add('chain.cash_tolerance', toleranceProblem(draft.cash_tolerance));
  draft.rules.forEach((rule, index) => {
    add(`rules.${index}.due_hours`, dueHoursProblem(rule.due_hours));
    add(`rules.${index}.at_most`, atMostProblem(rule));
  });
  return problems;
}

const wholeNumber = (text: string) => Number(text.trim().replace(/,/g, ''));

/** What Save sends once nothing is flagged: amounts and counts as numbers, thousands commas and "$" dropped. */
export function settingsInputOf(draft: SettingsDraft): ActionSettingsInput {
  const tolerance = draft.cash_tolerance.trim() ? Number(draft.cash_tolerance.replace(/[$,]/g, '')) : 0;
  return {
    chain: {
      cash_count_actions: draft.cash_count_actions,
      cash_tolerance: tolerance,
      missed_checklist_actions: draft.missed_checklist_actions,
    },
    rules: draft.rules.map((rule) => ({
      item_id: rule.item_id,
      enabled: rule.enabled,
      fail_when: rule.fail_when,
      at_most: rule.fail_when === 'at-most' ? wholeNumber(rule.at_most) : null,
      assignee_role_id: rule.role ? Number(rule.role) : null,
      priority: rule.priority,
      due_hours: wholeNumber(rule.due_hours),
      evidence: rule.evidence,
    })),
  };
}
