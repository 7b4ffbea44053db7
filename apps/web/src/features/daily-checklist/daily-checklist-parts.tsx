import { Button, Group, Loader, Paper, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CHECKLIST_TYPES, CHECKLIST_TYPE_LABELS } from '@dripp/contract/checklists';
import type { DailyChecklist } from '@dripp/contract/daily-checklist';
import { i18n } from '../../i18n/i18n';
import { fieldLabelOf, type Drafts } from './shift-tasks';

/** Each task's name as the server has it: what a merge by field compares (decision 195). */
export function namesById(data: DailyChecklist): Drafts {
  const names: Drafts = {};
  for (const type of CHECKLIST_TYPES) for (const item of data[type]) names[item.checklist_id] = item.name ?? '';
  return names;
}

/** Each task's label by its id, and a task as a waiting save shows it ("Opening Shift task 2: …"). */
export function labelsOf(data: DailyChecklist | undefined): Map<number, { field: string; short: string }> {
  const labels = new Map<number, { field: string; short: string }>();
  if (!data) return labels;
  for (const type of CHECKLIST_TYPES)
    data[type].forEach((item, i) => {
      const shift = i18n._(CHECKLIST_TYPE_LABELS[type]);
      const position = i + 1;
      const task = item.task;
      labels.set(item.checklist_id, {
        field: fieldLabelOf(item, position),
        short: i18n._(msg`${shift} task ${position}: ${task}`),
      });
    });
  return labels;
}

/** The bar at the foot of the day: how many tasks, or that names are unsaved, and Save. */
export function ChecklistSaveBar(props: {
  failed: boolean;
  dirty: boolean;
  total: number;
  saving: boolean;
  onSave: () => void;
}) {
  const { failed, dirty, total, saving, onSave } = props;
  const { t } = useLingui();
  return (
    <Paper withBorder shadow="md" p="sm" pos="sticky" bottom={8} style={{ zIndex: 5 }} className="dripp-no-print">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {failed
            ? t`Nothing to save until the day has loaded.`
            : dirty
              ? t`You have unsaved names.`
              : t`${plural(total, { one: '# task for this day', other: '# tasks for this day' })}`}
        </Text>
        <Button
          onClick={onSave}
          disabled={saving || total === 0 || failed}
          leftSection={saving ? <Loader size={16} color="currentColor" /> : <IconDeviceFloppy size={18} />}
          miw={120}
        >
          {saving ? <Trans>Loading</Trans> : <Trans>Save</Trans>}
        </Button>
      </Group>
    </Paper>
  );
}
