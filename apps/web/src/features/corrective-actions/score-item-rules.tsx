import { useMemo } from 'react';
import { Box, NativeSelect, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import {
  ACTION_EVIDENCE,
  ACTION_EVIDENCE_LABELS,
  ACTION_PRIORITIES,
  ACTION_PRIORITY_LABELS,
  FAIL_WHEN,
  FAIL_WHEN_LABELS,
  type ActionEvidence,
  type ActionPriority,
  type FailWhen,
} from '@dripp/contract/corrective-actions';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { fieldError, type FieldErrors } from '../../lib/api-client';
import { atMostProblem, dueHoursProblem, type DraftRule } from './action-settings-draft';

/* Each score item's "on fail" rule on the settings page: its switch and, while it raises actions, how. */

const ROLE_NONE: MessageDescriptor = msg`Store managers`;

interface RuleProps {
  rule: DraftRule;
  index: number;
  errors: FieldErrors;
  roles: { value: string; label: string }[];
  disabled: boolean;
  onChange: (change: Partial<DraftRule>) => void;
}

/** One score item: its switch, and while it raises actions, how. */
function RuleRow({ rule, index, errors, roles, disabled, onChange }: RuleProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const name = rule.item_name;
  const score = rule.permissible_score;
  return (
    <Box
      component="li"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      data-item-id={rule.item_id}
    >
      <Switch
        label={name}
        description={t`Permissible score ${score}`}
        checked={rule.enabled}
        onChange={(event) => onChange({ enabled: event.currentTarget.checked })}
        disabled={disabled}
        size="md"
        styles={{ label: { fontWeight: 600, overflowWrap: 'anywhere' } }}
      />
      {rule.enabled && (
        <SimpleGrid
          cols={{ base: 2, md: 3 }}
          spacing="sm"
          verticalSpacing="xs"
          mt="xs"
          pl={{ base: 0, sm: 44 }}
          role="group"
          aria-label={t`When ${name} fails`}
        >
          <NativeSelect
            label={t`Fails when`}
            data={FAIL_WHEN.map((value) => ({ value, label: i18n._(FAIL_WHEN_LABELS[value]) }))}
            value={rule.fail_when}
            onChange={(event) => onChange({ fail_when: event.currentTarget.value as FailWhen })}
            disabled={disabled}
          />
          {rule.fail_when === 'at-most' && (
            <TextInput
              label={t`Score`}
              inputMode="numeric"
              autoComplete="off"
              maxLength={7}
              value={rule.at_most}
              onChange={(event) => onChange({ at_most: event.currentTarget.value })}
              error={fieldError(errors, `rules.${index}.at_most`)}
              data-number-problem={atMostProblem(rule) ? '' : undefined}
              disabled={disabled}
            />
          )}
          <NativeSelect
            label={t`Assign to`}
            data={[{ value: '', label: i18n._(ROLE_NONE) }, ...roles]}
            value={rule.role}
            onChange={(event) => onChange({ role: event.currentTarget.value })}
            disabled={disabled}
          />
          <NativeSelect
            label={t`Priority`}
            data={ACTION_PRIORITIES.map((value) => ({ value, label: i18n._(ACTION_PRIORITY_LABELS[value]) }))}
            value={rule.priority}
            onChange={(event) => onChange({ priority: event.currentTarget.value as ActionPriority })}
            disabled={disabled}
          />
          <TextInput
            label={t`Due in hours`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            value={rule.due_hours}
            onChange={(event) => onChange({ due_hours: event.currentTarget.value })}
            error={fieldError(errors, `rules.${index}.due_hours`)}
            data-number-problem={dueHoursProblem(rule.due_hours) ? '' : undefined}
            disabled={disabled}
          />
          <NativeSelect
            label={t`Evidence needed`}
            data={ACTION_EVIDENCE.map((value) => ({ value, label: i18n._(ACTION_EVIDENCE_LABELS[value]) }))}
            value={rule.evidence}
            onChange={(event) => onChange({ evidence: event.currentTarget.value as ActionEvidence })}
            disabled={disabled}
          />
        </SimpleGrid>
      )}
    </Box>
  );
}

/** Every score item's on-fail rule, under its category. */
export function Rules({
  rules,
  errors,
  roles,
  disabled,
  onRule,
}: {
  rules: DraftRule[];
  errors: FieldErrors;
  roles: { value: string; label: string }[];
  disabled: boolean;
  onRule: (index: number, change: Partial<DraftRule>) => void;
}) {
  const categories = useMemo(() => {
    const groups: { name: string; rules: { rule: DraftRule; index: number }[] }[] = [];
    rules.forEach((rule, index) => {
      const last = groups.at(-1);
      if (last && last.name === rule.category_name) last.rules.push({ rule, index });
      else groups.push({ name: rule.category_name, rules: [{ rule, index }] });
    });
    return groups;
  }, [rules]);

  if (rules.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        <Trans>No score category items yet. Items are added under Retail Score Categories.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="lg">
      {categories.map((category, c) => (
        <section key={`${c}-${category.name}`} aria-labelledby={`rules-category-${c}`}>
          <Title order={3} size="h5" c="espresso.9" id={`rules-category-${c}`} mb={4}>
            {category.name}
          </Title>
          <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {category.rules.map(({ rule, index }) => (
              <RuleRow
                key={rule.item_id}
                rule={rule}
                index={index}
                errors={errors}
                roles={roles}
                disabled={disabled}
                onChange={(change) => onRule(index, change)}
              />
            ))}
          </Box>
        </section>
      ))}
    </Stack>
  );
}
