import {
  Badge,
  Box,
  Button,
  Card,
  Divider,
  Grid,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { CHECKLIST_TYPES, CHECKLIST_TYPE_LABELS, type ChecklistType } from '@dripp/contract/checklists';
import { CHECKLIST_NAME_MAX, type DailyChecklist, type DailyChecklistItem } from '@dripp/contract/daily-checklist';
import { paths } from '../../config/paths';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { StorePageHeader } from '../../components/store-page-header';
import { notifyError, notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useDayDraft, useRewriteAddress, useStoreDay } from '../../lib/use-store-day';
import { useDailyChecklist } from './api/get-daily-checklist';
import { useSaveDailyChecklist } from './api/save-daily-checklist';

const VIEW = 'daily-checklist-view';
const EMPTY: DailyChecklist = { open: [], mid: [], close: [], weekly: [] };

type Drafts = Record<number, string>;

function TaskRow({
  item,
  position,
  value,
  onChange,
  disabled,
}: {
  item: DailyChecklistItem;
  position: number;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  return (
    <Grid gap="sm" align="center" py="xs">
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={26} radius="xl" variant={value.trim() ? 'filled' : 'light'} aria-hidden>
            <Text size="xs" fw={700}>
              {position}
            </Text>
          </ThemeIcon>
          <Box style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {item.task}
            </Text>
            {item.type === 'weekly' && item.note && (
              <Text size="xs" c="dimmed" mt={2} style={{ overflowWrap: 'anywhere' }}>
                Note: {item.note}
              </Text>
            )}
          </Box>
        </Group>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <TextInput
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          placeholder="Enter employee name"
          aria-label={`Employee name for ${CHECKLIST_TYPE_LABELS[item.type]} task ${position}: ${item.task}`}
          maxLength={CHECKLIST_NAME_MAX}
          disabled={disabled}
          pl={{ base: 38, sm: 0 }}
        />
      </Grid.Col>
    </Grid>
  );
}

function ShiftTasks({
  type,
  items,
  drafts,
  onChange,
  disabled,
}: {
  type: ChecklistType;
  items: DailyChecklistItem[];
  drafts: Drafts;
  onChange: (checklistId: number, value: string) => void;
  disabled: boolean;
}) {
  const headingId = `daily-check-${type}`;
  const valueOf = (item: DailyChecklistItem) => drafts[item.checklist_id] ?? item.name ?? '';
  const done = items.filter((item) => valueOf(item).trim()).length;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3" c="espresso.9" id={headingId}>
          {CHECKLIST_TYPE_LABELS[type]}
        </Title>
        {items.length > 0 && (
          <Badge variant="light" color={done === items.length ? 'teal' : 'gray'}>
            {done} of {items.length} done
          </Badge>
        )}
      </Group>
      <Divider my="sm" />
      {items.length === 0 ? (
        <Text c="dimmed" size="sm" py="sm">
          No tasks for this shift.
        </Text>
      ) : (
        <Stack gap={0} role="list" aria-label={`${CHECKLIST_TYPE_LABELS[type]} tasks`}>
          {items.map((item, index) => (
            <Box key={item.checklist_id} role="listitem">
              {index > 0 && <Divider color="gray.1" />}
              <TaskRow
                item={item}
                position={index + 1}
                value={valueOf(item)}
                onChange={(value) => onChange(item.checklist_id, value)}
                disabled={disabled}
              />
            </Box>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function ShiftSkeleton() {
  return (
    <Card aria-hidden>
      <Skeleton height={24} width={170} mb="md" />
      {[0, 1, 2].map((i) => (
        <Group key={i} justify="space-between" py="xs" wrap="nowrap">
          <Skeleton height={16} width="50%" />
          <Skeleton height={36} width="38%" />
        </Group>
      ))}
    </Card>
  );
}

/** /check-lists/daily-check[/{store}/{date}] (spec 1 §2 "Daily Checklist"): who did each task of the day. */
export function DailyChecklistPage() {
  useDocumentTitle('Daily Checklist · Dripp Portal');
  const day = useStoreDay(VIEW, paths.dailyCheck.href, { noFutureDays: true });
  const { storeId, date } = day;
  const { can } = usePermissions();
  const list = useDailyChecklist(day.loadStoreId, date);
  const save = useSaveDailyChecklist();
  useRewriteAddress(list.isSuccess, day);
  const [draft, setDrafts, clearDrafts] = useDayDraft<Drafts>(day.dayKey);
  const drafts = draft ?? {};
  const dirty = Object.keys(drafts).length > 0;
  useUnsavedChanges(dirty);

  if (!day.canView) return <Forbidden storeSpecific={day.storeSpecific} />;

  const data = list.data ?? EMPTY;
  const loading = day.isLoadingWith(list.isPending);
  const total = CHECKLIST_TYPES.reduce((n, type) => n + data[type].length, 0);
  const failure = day.failureWith(list);

  const change = (checklistId: number, value: string) => setDrafts({ ...drafts, [checklistId]: value });

  const submit = async () => {
    if (storeId == null) return;
    if (!can('daily-checklist-create', storeId)) {
      notifyError('You are not authorized');
      return;
    }
    const names = CHECKLIST_TYPES.flatMap((type) =>
      data[type].map((item) => ({
        checklist_id: item.checklist_id,
        name_id: item.name_id,
        name: (drafts[item.checklist_id] ?? item.name ?? '').trim(),
      })),
    );
    try {
      await save.mutateAsync({ storeId, date, names });
      notifySuccess('Successfully updated Daily Lists');
      clearDrafts();
    } catch {
      // The API client has shown the error; the entries stay for another try.
    }
  };

  return (
    <Stack gap="lg">
      <StorePageHeader title="Daily Checklist" {...day.header} />
      {failure ? (
        <LoadFailed failure={failure} />
      ) : loading ? (
        CHECKLIST_TYPES.map((type) => <ShiftSkeleton key={type} />)
      ) : (
        CHECKLIST_TYPES.map((type) => (
          <ShiftTasks
            key={type}
            type={type}
            items={data[type]}
            drafts={drafts}
            onChange={change}
            disabled={save.isPending}
          />
        ))
      )}
      {!loading && (
        <Paper withBorder shadow="md" p="sm" pos="sticky" bottom={8} style={{ zIndex: 5 }} className="dripp-no-print">
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {failure
                ? 'Nothing to save until the day has loaded.'
                : dirty
                  ? 'You have unsaved names.'
                  : `${total} task${total === 1 ? '' : 's'} for this day`}
            </Text>
            <Button
              onClick={() => void submit()}
              disabled={save.isPending || total === 0 || failure != null}
              leftSection={save.isPending ? <Loader size={16} color="currentColor" /> : <IconDeviceFloppy size={18} />}
              miw={120}
            >
              {save.isPending ? 'Loading' : 'Save'}
            </Button>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
