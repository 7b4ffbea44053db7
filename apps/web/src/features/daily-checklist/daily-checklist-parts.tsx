import { Button, Group, Loader, Paper, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { CHECKLIST_TYPES, CHECKLIST_TYPE_LABELS } from '@dripp/contract/checklists';
import type { DailyChecklist } from '@dripp/contract/daily-checklist';
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
    data[type].forEach((item, i) =>
      labels.set(item.checklist_id, {
        field: fieldLabelOf(item, i + 1),
        short: `${CHECKLIST_TYPE_LABELS[type]} task ${i + 1}: ${item.task}`,
      }),
    );
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
  return (
    <Paper withBorder shadow="md" p="sm" pos="sticky" bottom={8} style={{ zIndex: 5 }} className="dripp-no-print">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {failed
            ? 'Nothing to save until the day has loaded.'
            : dirty
              ? 'You have unsaved names.'
              : `${total} task${total === 1 ? '' : 's'} for this day`}
        </Text>
        <Button
          onClick={onSave}
          disabled={saving || total === 0 || failed}
          leftSection={saving ? <Loader size={16} color="currentColor" /> : <IconDeviceFloppy size={18} />}
          miw={120}
        >
          {saving ? 'Loading' : 'Save'}
        </Button>
      </Group>
    </Paper>
  );
}
