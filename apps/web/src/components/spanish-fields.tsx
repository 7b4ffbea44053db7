import { useState, type ReactNode } from 'react';
import { Badge, Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { RichTextEditor } from './rich-text-editor';

/** A record as read, with its text `field`'s Spanish (decision 275). */
type SavedSpanish<F extends string> = Partial<Record<`${F}_es`, string | null>> &
  Partial<Record<`${F}_es_out_of_date`, boolean>>;

/** What a save sends of the Spanish of `field`: nothing when it was neither changed nor confirmed. */
type SpanishBody<F extends string> = Partial<Record<`${F}_es`, string | null>> &
  Partial<Record<`${F}_es_confirmed`, boolean>>;

export interface SpanishDraft<F extends string> {
  value: string;
  setValue: (value: string) => void;
  /** The saved Spanish may be out of date: its English changed after it was saved. */
  outOfDate: boolean;
  /** The person says the saved Spanish still says what the English says. */
  confirmed: boolean;
  setConfirmed: (confirmed: boolean) => void;
  /** The Spanish differs from the saved one. */
  edited: boolean;
  /** The Spanish differs from the saved one, or is confirmed: the form has something to save. */
  changed: boolean;
  /** The request's fields for this Spanish. */
  body: () => SpanishBody<F>;
}

/**
 * The Spanish of a text being edited. A save sends it only when it was changed or confirmed, so a
 * save of the English alone leaves a saved Spanish flagged as possibly out of date (decision 275).
 */
export function useSpanishDraft<F extends string>(
  field: F,
  saved: SavedSpanish<F> | null | undefined,
): SpanishDraft<F> {
  const savedValue: string = (saved?.[`${field}_es`] as string | null | undefined) ?? '';
  const outOfDate = saved?.[`${field}_es_out_of_date`] === true;
  const [value, setValue] = useState<string>(savedValue);
  const [confirmed, setConfirmed] = useState(false);
  const edited = value !== savedValue;
  return {
    value,
    setValue,
    outOfDate,
    edited,
    confirmed,
    setConfirmed,
    changed: edited || confirmed,
    body: () => {
      if (!edited && !confirmed) return {};
      return {
        [`${field}_es`]: value.trim() ? value : null,
        ...(confirmed ? { [`${field}_es_confirmed`]: true } : {}),
      } as SpanishBody<F>;
    },
  };
}

/** The flag beside a saved Spanish whose English changed, and the box that confirms it still fits. */
function OutOfDateFlag({ draft }: { draft: SpanishDraft<string> }) {
  const { t } = useLingui();
  if (!draft.outOfDate) return null;
  const { edited } = draft;
  return (
    <Stack gap={4} className="dripp-spanish-flag">
      <Group gap={6}>
        <Badge size="sm" variant="light" color={edited || draft.confirmed ? 'teal' : 'orange'} tt="none">
          {edited || draft.confirmed ? t`Will be up to date when saved` : t`May be out of date`}
        </Badge>
      </Group>
      {!edited && (
        <>
          <Text size="xs" c="dimmed">
            {t`The English changed after this Spanish was saved. Update the Spanish, or confirm it still says the same.`}
          </Text>
          <Checkbox
            size="xs"
            label={t`The Spanish still says the same`}
            checked={draft.confirmed}
            onChange={(event) => draft.setConfirmed(event.currentTarget.checked)}
          />
        </>
      )}
    </Stack>
  );
}

/**
 * A text the chain writes, in English and in Spanish (decision 275): `english` is the form's own
 * English field; the Spanish field follows it, beside it on a wide screen and under it on a phone,
 * with the flag when the saved Spanish may be out of date. The Spanish may stay empty.
 */
export function SpanishFields<F extends string>({
  english,
  draft,
  label,
  kind = 'line',
  maxLength,
}: {
  english: ReactNode;
  draft: SpanishDraft<F>;
  /** The English field's label, already in the person's language. */
  label: string;
  kind?: 'line' | 'lines' | 'rich';
  maxLength?: number;
}) {
  const { t } = useLingui();
  const name = label;
  // Labelled "Spanish" alone, so that a field found by its English label is still found once.
  const spanishLabel = t`Spanish`;
  const description = t`${name}, in Spanish. Optional: shown to people who use the portal in Spanish.`;
  const onChange = (value: string) => draft.setValue(value);
  let field: ReactNode;
  if (kind === 'rich') {
    field = <RichTextEditor label={spanishLabel} value={draft.value} onChange={onChange} />;
  } else if (kind === 'lines') {
    field = (
      <Textarea
        label={spanishLabel}
        description={description}
        lang="es"
        value={draft.value}
        onChange={(event) => onChange(event.currentTarget.value)}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={maxLength}
      />
    );
  } else {
    field = (
      <TextInput
        label={spanishLabel}
        description={description}
        lang="es"
        value={draft.value}
        onChange={(event) => onChange(event.currentTarget.value)}
        maxLength={maxLength}
      />
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: kind === 'rich' ? 1 : 2 }} spacing="md" className="dripp-spanish-fields">
      <div>{english}</div>
      <Stack gap={6}>
        {field}
        <OutOfDateFlag draft={draft} />
      </Stack>
    </SimpleGrid>
  );
}
