import { useState, type FormEvent } from 'react';
import { Button, Card, Checkbox, Group, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  READING_FIX_LABELS,
  READING_FIXES,
  UNIT_MEASURE,
  UNIT_TYPE_LABELS,
  type FoodSafetySettings,
  type ReadingFix,
  type TypeLimits,
} from '@dripp/contract/food-safety';
import { TemperatureInput, rangeText, useTemperatureUnit } from '../../components/temperature';
import { fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { notifySuccess } from '../../lib/notify';
import { flaggedText, refuseFlagged } from '../../lib/number-fields';
import { changedFrom, useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useSaveFoodSafetySettings } from './api/food-settings';
import { limitProblems } from './limit-problems';

type LimitKey = 'low' | 'high' | 'allowed_low' | 'allowed_high';

/** One unit type: its limits and the range a unit may move them within, in the person's scale. */
function TypeRow({
  row,
  index,
  errors,
  disabled,
  onChange,
}: {
  row: TypeLimits;
  index: number;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (change: Partial<TypeLimits>) => void;
}) {
  const { t, i18n } = useLingui();
  const unit = useTemperatureUnit();
  const measure = UNIT_MEASURE[row.type];
  const typeName = i18n._(UNIT_TYPE_LABELS[row.type]);
  const fields: { key: LimitKey; label: string }[] = [
    { key: 'low', label: t`Lowest` },
    { key: 'high', label: t`Highest` },
    { key: 'allowed_low', label: t`A unit may go down to` },
    { key: 'allowed_high', label: t`A unit may go up to` },
  ];
  return (
    <Paper withBorder p="md" radius="md" component="fieldset" aria-label={typeName} style={{ minWidth: 0 }}>
      <Group justify="space-between" gap="xs" mb="xs">
        <Text fw={700} c="espresso.9">
          {typeName}
        </Text>
        <Text size="sm" c="dimmed">
          {rangeText(row.low, row.high, measure, unit)}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {fields.map(({ key, label }) => (
          <TemperatureInput
            key={key}
            label={label}
            aria-label={`${typeName}: ${label}`}
            measure={measure}
            value={row[key]}
            onChange={(value) => onChange({ [key]: value })}
            error={fieldError(errors, `type_limits.${index}.${key}`)}
            data-number-problem={errors[`type_limits.${index}.${key}`] ? '' : undefined}
            disabled={disabled}
          />
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/** The chain's limits per unit type, the fixes offered and the photo rule, saved together. */
export function SettingsForm({ settings, editable }: { settings: FoodSafetySettings; editable: boolean }) {
  const { t, i18n } = useLingui();
  const save = useSaveFoodSafetySettings();
  const [initial] = useState(settings);
  const [draft, setDraft] = useState(settings);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  useUnsavedChanges(editable && changedFrom(draft, initial));
  const problems = limitProblems(draft.type_limits);
  const flagged = Object.keys(problems).length;
  const errors: FieldErrors = { ...serverErrors, ...problems };
  const disabled = !editable || save.isPending;
  const noFix = draft.fixes.length === 0;

  const onType = (index: number, change: Partial<TypeLimits>) => {
    setServerErrors({});
    setDraft({ ...draft, type_limits: draft.type_limits.map((r, i) => (i === index ? { ...r, ...change } : r)) });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!editable || refuseFlagged(flagged + (noFix ? 1 : 0))) return;
    save.mutate(draft, {
      onSuccess: () => {
        setServerErrors({});
        notifySuccess(t`Food safety settings saved`);
      },
      onError: (error) => setServerErrors(fieldErrorsOf(error)),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Card component="section" aria-labelledby="food-limits">
          <Title order={2} size="h3" c="espresso.9" id="food-limits" mb={4}>
            <Trans>Limits by unit type</Trans>
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            <Trans>
              A reading outside its unit&apos;s limits needs a fix. A store may set its own limits for a unit within the
              range allowed here. Leave a side blank for no limit on that side.
            </Trans>
          </Text>
          <Stack gap="sm">
            {draft.type_limits.map((row, index) => (
              <TypeRow
                key={row.type}
                row={row}
                index={index}
                errors={errors}
                disabled={disabled}
                onChange={(change) => onType(index, change)}
              />
            ))}
          </Stack>
        </Card>

        <Card component="section" aria-labelledby="food-fixes">
          <Title order={2} size="h3" c="espresso.9" id="food-fixes" mb={4}>
            <Trans>Fixes offered</Trans>
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            <Trans>What a person may say was done about a reading out of range.</Trans>
          </Text>
          <Checkbox.Group
            value={draft.fixes}
            onChange={(value) => setDraft({ ...draft, fixes: READING_FIXES.filter((f) => value.includes(f)) })}
            error={noFix ? t`Offer at least one fix` : fieldError(serverErrors, 'fixes')}
            aria-label={t`Fixes offered`}
          >
            <Stack gap="sm" mt={4}>
              {READING_FIXES.map((fix: ReadingFix) => (
                <Checkbox key={fix} value={fix} label={i18n._(READING_FIX_LABELS[fix])} disabled={disabled} size="md" />
              ))}
            </Stack>
          </Checkbox.Group>
          <Switch
            mt="lg"
            size="md"
            label={t`A fix needs a photo`}
            description={t`The person takes a photo of what was done before the reading is saved.`}
            checked={draft.photo_required}
            onChange={(event) => setDraft({ ...draft, photo_required: event.currentTarget.checked })}
            disabled={disabled}
          />
        </Card>

        {editable && (
          <Group justify="flex-end" gap="sm">
            {flagged > 0 && (
              <Text size="sm" c="#a61e1e" role="status">
                {flaggedText(flagged)}
              </Text>
            )}
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />} h={44}>
              <Trans>Save settings</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
