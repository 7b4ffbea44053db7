import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ActionSettings, ActionSettingsInputSchema } from '@dripp/contract/corrective-actions';
import {
  actionSettings,
  retailScoreCategories,
  retailScoreCategoryItems,
  roles,
  scoreItemRules,
} from '../../db/schema/index';
import { requireAt, requireChainWide, type Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { invalid } from '../../platform/errors';
import { chainActionSettings } from './corrective-actions.public';

/** A rule for an item that has none yet: any docked point, the store's managers, a day to fix it. */
const DEFAULT_RULE = {
  enabled: false,
  fail_when: 'below-full',
  at_most: null,
  assignee_role_id: null,
  priority: 'medium',
  due_hours: 48,
  evidence: 'photo',
} as const;

/** Every active score item with its rule (or the default, off), and the chain settings. */
export async function getSettings(ctx: Pick<AppContext, 'db'>, principal: Principal): Promise<ActionSettings> {
  requireAt(principal, 'corrective-actions-settings');
  const [chain, items, rules, roleRows] = await Promise.all([
    chainActionSettings(ctx.db),
    ctx.db
      .select({
        id: retailScoreCategoryItems.id,
        name: retailScoreCategoryItems.name,
        permissibleScore: retailScoreCategoryItems.permissibleScore,
        categoryName: retailScoreCategories.name,
      })
      .from(retailScoreCategoryItems)
      .innerJoin(retailScoreCategories, eq(retailScoreCategories.id, retailScoreCategoryItems.categoryId))
      .where(and(isNull(retailScoreCategoryItems.deletedAt), isNull(retailScoreCategories.deletedAt)))
      .orderBy(
        asc(retailScoreCategories.sortOrder),
        asc(retailScoreCategories.id),
        asc(retailScoreCategoryItems.sortOrder),
        asc(retailScoreCategoryItems.id),
      ),
    ctx.db.select().from(scoreItemRules),
    ctx.db
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(eq(roles.requiresStore, true))
      .orderBy(asc(roles.name)),
  ]);
  const ruleOf = new Map(rules.map((r) => [r.itemId, r]));
  return {
    chain: {
      cash_count_actions: chain.cashCountActions,
      cash_tolerance: chain.cashToleranceCents / 100,
      missed_checklist_actions: chain.missedChecklistActions,
    },
    rules: items.map((item) => {
      const rule = ruleOf.get(item.id);
      return {
        item_id: item.id,
        item_name: item.name,
        category_name: item.categoryName,
        permissible_score: item.permissibleScore,
        ...(rule
          ? {
              enabled: rule.enabled,
              fail_when: rule.failWhen,
              at_most: rule.atMost,
              assignee_role_id: rule.assigneeRoleId,
              priority: rule.priority,
              due_hours: rule.dueHours,
              evidence: rule.evidence,
            }
          : DEFAULT_RULE),
      };
    }),
    roles: roleRows,
  };
}

type SettingsSave = z.output<typeof ActionSettingsInputSchema>;

/** Saves the chain settings and the listed rules in one transaction; items not listed keep theirs. */
export async function saveSettings(ctx: Pick<AppContext, 'db'>, principal: Principal, body: SettingsSave) {
  requireChainWide(principal, 'corrective-actions-settings');
  const itemIds = [...new Set(body.rules.map((r) => r.item_id))];
  const errors: Record<string, string[]> = {};
  if (itemIds.length !== body.rules.length) errors.rules = ['Each item may have one rule'];
  const [items, roleRows] = await Promise.all([
    itemIds.length
      ? ctx.db
          .select({ id: retailScoreCategoryItems.id, permissibleScore: retailScoreCategoryItems.permissibleScore })
          .from(retailScoreCategoryItems)
          .where(and(inArray(retailScoreCategoryItems.id, itemIds), isNull(retailScoreCategoryItems.deletedAt)))
      : Promise.resolve([]),
    ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.requiresStore, true)),
  ]);
  const permissible = new Map(items.map((i) => [i.id, i.permissibleScore]));
  const storeRoles = new Set(roleRows.map((r) => r.id));
  body.rules.forEach((rule, index) => {
    const full = permissible.get(rule.item_id);
    if (full === undefined) errors[`rules.${index}.item_id`] = ['This item does not exist'];
    if (rule.assignee_role_id != null && !storeRoles.has(rule.assignee_role_id))
      errors[`rules.${index}.assignee_role_id`] = ['Choose a role held at stores'];
    if (rule.fail_when === 'at-most') {
      if (rule.at_most == null) errors[`rules.${index}.at_most`] = ['Give the highest score that fails'];
      // At or above full marks, every visit would fail the item.
      else if (full !== undefined && rule.at_most >= full)
        errors[`rules.${index}.at_most`] = [`Give a score below the item's ${full} points`];
    }
  });
  if (Object.keys(errors).length) throw invalid(Object.values(errors)[0]![0]!, errors);

  await ctx.db.transaction(async (tx) => {
    const chain = {
      cashCountActions: body.chain.cash_count_actions,
      cashToleranceCents: Math.round(body.chain.cash_tolerance * 100),
      missedChecklistActions: body.chain.missed_checklist_actions,
      updatedBy: principal.userId,
      updatedAt: new Date(),
    };
    await tx
      .insert(actionSettings)
      .values({ id: 1, ...chain, createdBy: principal.userId })
      .onConflictDoUpdate({ target: actionSettings.id, set: chain });
    if (body.rules.length === 0) return;
    await tx
      .insert(scoreItemRules)
      .values(
        body.rules.map((rule) => ({
          itemId: rule.item_id,
          enabled: rule.enabled,
          failWhen: rule.fail_when,
          atMost: rule.fail_when === 'at-most' ? rule.at_most : null,
          assigneeRoleId: rule.assignee_role_id,
          priority: rule.priority,
          dueHours: rule.due_hours,
          evidence: rule.evidence,
          createdBy: principal.userId,
          updatedBy: principal.userId,
        })),
      )
      .onConflictDoUpdate({
        target: scoreItemRules.itemId,
        set: {
          enabled: sql`excluded.enabled`,
          failWhen: sql`excluded.fail_when`,
          atMost: sql`excluded.at_most`,
          assigneeRoleId: sql`excluded.assignee_role_id`,
          priority: sql`excluded.priority`,
          dueHours: sql`excluded.due_hours`,
          evidence: sql`excluded.evidence`,
          updatedBy: sql`excluded.updated_by`,
          updatedAt: sql`now()`,
        },
      });
  });
}
