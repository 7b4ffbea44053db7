import { ActionIcon, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { i18n } from '../../i18n/i18n';
import { fieldError, type FieldErrors } from '../../lib/api-client';
import { SpanishFields, spanishDraftOf } from '../../components/spanish-fields';
import { newItem, scoreProblem, type DraftCategory, type DraftItem } from './category-draft';

export const itemCount = (n: number) => i18n._(msg`${plural(n, { one: '# item', other: '# items' })}`);

/**
 * A category's name and items with Add Type; `errorPrefix` maps the server's dotted 422 paths
 * (`0.items.1.permissible_score` on the create page, `items.1.permissible_score` on edit).
 */
export function CategoryFields({
  draft,
  onChange,
  errors,
  errorPrefix,
  label,
}: {
  draft: DraftCategory;
  onChange: (next: DraftCategory) => void;
  errors: FieldErrors;
  errorPrefix: string;
  label: string;
}) {
  const { t } = useLingui();
  const setItem = (key: number, change: Partial<DraftItem>) =>
    onChange({ ...draft, items: draft.items.map((item) => (item.key === key ? { ...item, ...change } : item)) });
  return (
    <Stack gap="sm">
      <SpanishFields
        draft={spanishDraftOf('name', draft.nameEs, (nameEs) => onChange({ ...draft, nameEs }))}
        label={t`Category Name`}
        maxLength={200}
        english={
          <TextInput
            label={t`Category Name`}
            placeholder={t`Enter name`}
            required
            value={draft.name}
            onChange={(event) => onChange({ ...draft, name: event.currentTarget.value })}
            error={fieldError(errors, `${errorPrefix}name`)}
            maxLength={200}
            aria-label={t`${label} name`}
          />
        }
      />
      <Checkbox
        label={t`Items may be marked N/A (left out of the score and the total possible)`}
        checked={draft.allows_not_applicable}
        onChange={(event) => onChange({ ...draft, allows_not_applicable: event.currentTarget.checked })}
      />
      <Stack gap={6} role="list" aria-label={t`${label} items`}>
        {draft.items.length === 0 && (
          <Text size="sm" c="dimmed">
            <Trans>No items yet. Add Type adds one.</Trans>
          </Text>
        )}
        {fieldError(errors, `${errorPrefix}items`) && (
          <Text size="sm" c="red">
            {fieldError(errors, `${errorPrefix}items`)}
          </Text>
        )}
        {draft.items.map((item, index) => {
          const position = index + 1;
          return (
            <Stack key={item.key} gap={4} role="listitem">
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  placeholder={t`Item name`}
                  aria-label={t`${label} item ${position} name`}
                  value={item.name}
                  maxLength={200}
                  onChange={(event) => setItem(item.key, { name: event.currentTarget.value })}
                  error={fieldError(errors, `${errorPrefix}items.${index}.name`)}
                />
                <TextInput
                  w={96}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={6}
                  aria-label={t`${label} item ${position} score`}
                  value={String(item.permissible_score)}
                  onChange={(event) => setItem(item.key, { permissible_score: event.currentTarget.value })}
                  error={
                    scoreProblem(item.permissible_score) ??
                    fieldError(errors, `${errorPrefix}items.${index}.permissible_score`)
                  }
                  data-number-problem={scoreProblem(item.permissible_score) ? '' : undefined}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mt={2}
                  aria-label={t`Remove ${label} item ${position}`}
                  onClick={() => onChange({ ...draft, items: draft.items.filter((i) => i.key !== item.key) })}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
              <SpanishFields
                draft={spanishDraftOf('name', item.nameEs, (nameEs) => setItem(item.key, { nameEs }))}
                label={t`${label} item ${position} name`}
                maxLength={200}
                english={null}
              />
            </Stack>
          );
        })}
      </Stack>
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange({ ...draft, items: [...draft.items, newItem()] })}
          aria-label={t`Add Type to ${label}`}
        >
          <Trans>Add Type</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
