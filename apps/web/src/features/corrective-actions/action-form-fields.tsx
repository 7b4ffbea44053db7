import { Alert, Anchor, Grid, Input, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ACTION_EVIDENCE,
  ACTION_EVIDENCE_LABELS,
  ACTION_PRIORITIES,
  ACTION_PRIORITY_LABELS,
  ACTION_TEXT_MAX,
  ACTION_TITLE_MAX,
  type ActionEvidence,
  type ActionPriority,
} from '@dripp/contract/corrective-actions';
import { paths } from '../../config/paths';
import type { Draft } from './action-draft';

// The phone-sized segments are taller than their text: keep the text in the middle.
const CENTRED_LABELS = {
  label: { display: 'flex', alignItems: 'center', justifyContent: 'center' },
} as const;

/** An action raised from an incident report says so, with a link back. */
export function IncidentNote({ incidentId, error }: { incidentId: number; error: string | undefined }) {
  return (
    <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
      <Stack gap={4} align="flex-start">
        <Text size="sm">
          <Trans>Raised from an incident report: the action is listed on it.</Trans>
        </Text>
        <Anchor component={Link} to={paths.incidentReport.href(incidentId)} size="sm">
          <Trans>Open the incident report</Trans>
        </Anchor>
        {error && (
          <Text c="red.8" size="sm">
            {error}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

/** The title and the description. */
export function TitleFields({
  draft,
  set,
  error,
}: {
  draft: Draft;
  set: <K extends keyof Draft>(key: K, value: Draft[K]) => void;
  error: (key: keyof Draft) => string | undefined;
}) {
  const { t } = useLingui();
  return (
    <>
      <Grid.Col span={12}>
        <TextInput
          label={t`Title`}
          placeholder={t`What must be fixed`}
          value={draft.title}
          onChange={(event) => set('title', event.currentTarget.value)}
          maxLength={ACTION_TITLE_MAX}
          required
          error={error('title')}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Textarea
          label={t`Description`}
          placeholder={t`What is wrong, and what fixed looks like`}
          value={draft.description}
          onChange={(event) => set('description', event.currentTarget.value)}
          autosize
          minRows={3}
          maxLength={ACTION_TEXT_MAX}
          error={error('description')}
        />
      </Grid.Col>
    </>
  );
}

interface ChoiceProps<T> {
  value: T;
  onChange: (value: T) => void;
  error: string | undefined;
}

export function PriorityField({ value, onChange, error }: ChoiceProps<ActionPriority>) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  return (
    <Input.Wrapper label={t`Priority`} error={error} required>
      <SegmentedControl
        fullWidth
        mt={4}
        styles={CENTRED_LABELS}
        data={ACTION_PRIORITIES.map((p) => ({ value: p, label: i18n._(ACTION_PRIORITY_LABELS[p]) }))}
        value={value}
        onChange={(picked) => onChange(picked as ActionPriority)}
        aria-label={t`Priority`}
      />
    </Input.Wrapper>
  );
}

/** What closing the action needs besides Mark done. */
export function EvidenceField({ value, onChange, error }: ChoiceProps<ActionEvidence>) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  return (
    <Input.Wrapper label={t`To close it needs`} description={t`Besides the click on Mark done`} error={error}>
      <SegmentedControl
        fullWidth
        mt={4}
        styles={CENTRED_LABELS}
        data={ACTION_EVIDENCE.map((e) => ({ value: e, label: i18n._(ACTION_EVIDENCE_LABELS[e]) }))}
        value={value}
        onChange={(picked) => onChange(picked as ActionEvidence)}
        aria-label={t`To close it needs`}
      />
    </Input.Wrapper>
  );
}
