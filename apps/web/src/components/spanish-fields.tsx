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

/** A Spanish being edited, as a form that keeps its own state (a list of rows) holds it. */
export interface SpanishState {
  value: string;
  saved: string;
  outOfDate: boolean;
  confirmed: boolean;
}

/** The Spanish of `field` as saved in `record`, ready to be edited. */
export function spanishStateOf<F extends string>(field: F, record: SavedSpanish<F> | null | undefined): SpanishState {
  const saved: string = (record?.[`${field}_es`] as string | null | undefined) ?? '';
  return { value: saved, saved, outOfDate: record?.[`${field}_es_out_of_date`] === true, confirmed: false };
}

/** A kept Spanish as the form part edits it; `onChange` receives the next state. */
export function spanishDraftOf<F extends string>(
  field: F,
  state: SpanishState,
  onChange: (next: SpanishState) => void,
): SpanishDraft<F> {
  const edited = state.value !== state.saved;
  return {
    value: state.value,
    setValue: (value) => onChange({ ...state, value }),
    outOfDate: state.outOfDate,
    edited,
    confirmed: state.confirmed,
    setConfirmed: (confirmed) => onChange({ ...state, confirmed }),
    changed: edited || state.confirmed,
    body: () => {
      if (!edited && !state.confirmed) return {};
      return {
        [`${field}_es`]: state.value.trim() ? state.value : null,
        ...(state.confirmed ? { [`${field}_es_confirmed`]: true } : {}),
      } as SpanishBody<F>;
    },
  };
}

/**
 * The Spanish of a text being edited. A save sends it only when it was changed or confirmed, so a
 * save of the English alone leaves a saved Spanish flagged as possibly out of date (decision 275).
 */
export function useSpanishDraft<F extends string>(
  field: F,
  saved: SavedSpanish<F> | null | undefined,
): SpanishDraft<F> {
  const fromSaved = spanishStateOf(field, saved);
  const [state, setState] = useState<SpanishState>(fromSaved);
  // A save answered with a new Spanish or flag: the form starts again from what is saved.
  if (state.saved !== fromSaved.saved || state.outOfDate !== fromSaved.outOfDate) {
    setState({ ...fromSaved, value: state.value === state.saved ? fromSaved.saved : state.value });
  }
  return spanishDraftOf(field, state, setState);
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
  /** The form's English field; null when the form places it elsewhere (the Spanish then stands alone). */
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
    <SimpleGrid
      cols={{ base: 1, md: kind === 'rich' || english === null ? 1 : 2 }}
      spacing="md"
      className="dripp-spanish-fields"
    >
      {english !== null && <div>{english}</div>}
      <Stack gap={6}>
        {field}
        <OutOfDateFlag draft={draft} />
      </Stack>
    </SimpleGrid>
  );
}
