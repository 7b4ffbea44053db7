import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Card,
  Divider,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconChecks } from '@tabler/icons-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CHECKLIST_TYPE_LABELS, type ChecklistType } from '@dripp/contract/checklists';
import { CHECKLIST_NAME_MAX, type DailyChecklistItem } from '@dripp/contract/daily-checklist';
import { StoreDayItemState } from '../../components/due-state-badge';
import { ChainText, chainTextIn, chainWords } from '../../components/chain-text';
import { i18n } from '../../i18n/i18n';
import { displayTime } from '../../lib/format';

/** Names typed on the page, by task id, not yet saved. */
export type Drafts = Record<number, string>;

/** A task as its name field is labelled ("Employee name for Opening Shift task 2: Wipe counters"). */
export function fieldLabelOf(item: DailyChecklistItem, position: number): string {
  const shift = i18n._(CHECKLIST_TYPE_LABELS[item.type]);
  const task = chainTextIn(chainWords(item, 'task')).text;
  return i18n._(msg`Employee name for ${shift} task ${position}: ${task}`);
}

function TaskRow({
  item,
  position,
  value,
  onChange,
  disabled,
  timeZone,
  tick,
}: {
  item: DailyChecklistItem;
  position: number;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  timeZone: string | undefined;
  /** One tap records the signed-in person against the task; absent without daily-checklist-create. */
  tick?: { onTick: () => void; pending: boolean; name: string };
}) {
  const { t } = useLingui();
  const saved = Boolean(item.name?.trim()) && value === (item.name ?? '');
  const task = chainTextIn(chainWords(item, 'task')).text;
  const note = item.note;
  const me = tick?.name;
  const fieldLabel = fieldLabelOf(item, position);
  return (
    <Grid gap="sm" align="center" py="xs">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={26} radius="xl" variant={value.trim() ? 'filled' : 'light'} aria-hidden>
            <Text size="xs" fw={700}>
              {position}
            </Text>
          </ThemeIcon>
          <Box style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              <ChainText record={item} field="task" />
            </Text>
            {item.type === 'weekly' && item.note && (
              <Text size="xs" c="dimmed" mt={2} style={{ overflowWrap: 'anywhere' }}>
                <Trans>Note: {note}</Trans>
              </Text>
            )}
          </Box>
        </Group>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Group gap="xs" wrap="nowrap" pl={{ base: 38, sm: 0 }} align="center">
          <TextInput
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            placeholder={t`Enter employee name`}
            aria-label={fieldLabel}
            maxLength={CHECKLIST_NAME_MAX}
            disabled={disabled}
            style={{ flex: 1, minWidth: 0 }}
          />
          {saved && item.done_at ? (
            <Group gap={4} wrap="nowrap" miw={76} justify="flex-end" data-done-at>
              <ThemeIcon size={24} radius="xl" color="green.8" aria-hidden>
                <IconCheck size={16} />
              </ThemeIcon>
              <Text size="sm" fw={600}>
                <VisuallyHidden>
                  <Trans>Recorded at </Trans>
                </VisuallyHidden>
                {displayTime(item.done_at, timeZone)}
              </Text>
            </Group>
          ) : tick ? (
            <Tooltip label={t`Tick as ${me}`}>
              <ActionIcon
                size={44}
                variant="light"
                onClick={tick.onTick}
                loading={tick.pending}
                disabled={disabled}
                aria-label={t`Tick ${task} as ${me}`}
                style={{ flex: '0 0 auto' }}
              >
                <IconCheck size={22} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      </Grid.Col>
    </Grid>
  );
}

export function ShiftTasks({
  type,
  items,
  drafts,
  onChange,
  disabled,
  storeId,
  date,
  timeZone,
  me,
  ticking,
  onTick,
}: {
  type: ChecklistType;
  items: DailyChecklistItem[];
  drafts: Drafts;
  onChange: (checklistId: number, value: string) => void;
  disabled: boolean;
  storeId: number | null;
  date: string;
  timeZone: string | undefined;
  /** The signed-in person's name, when they may record tasks. */
  me: string | undefined;
  ticking: ReadonlySet<number>;
  onTick: (items: DailyChecklistItem[], all: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const shift = i18n._(CHECKLIST_TYPE_LABELS[type]);
  const count = items.length;
  const headingId = `daily-check-${type}`;
  const valueOf = (item: DailyChecklistItem) => drafts[item.checklist_id] ?? item.name ?? '';
  const done = items.filter((item) => valueOf(item).trim()).length;
  const empty = items.filter((item) => !valueOf(item).trim());
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Title order={2} size="h3" c="espresso.9" id={headingId}>
            {shift}
          </Title>
          <StoreDayItemState storeId={storeId} date={date} item={type} />
        </Group>
        <Group gap="xs">
          {items.length > 0 && (
            <Badge variant="light" color={done === items.length ? 'teal' : 'gray'}>
              <Trans>
                {done} of {count} done
              </Trans>
            </Badge>
          )}
          {me && empty.length > 0 && (
            <Button
              variant="light"
              h={44}
              leftSection={<IconChecks size={18} />}
              onClick={() => onTick(items, true)}
              loading={empty.some((item) => ticking.has(item.checklist_id))}
              disabled={disabled}
              aria-label={t`Tick all ${shift} tasks as ${me}`}
            >
              <Trans>Tick all</Trans>
            </Button>
          )}
        </Group>
      </Group>
      <Divider my="sm" />
      {items.length === 0 ? (
        <Text c="dimmed" size="sm" py="sm">
          <Trans>No tasks for this shift.</Trans>
        </Text>
      ) : (
        <Stack gap={0} role="list" aria-label={t`${shift} tasks`}>
          {items.map((item, index) => (
            <Box key={item.checklist_id} role="listitem">
              {index > 0 && <Divider color="gray.1" />}
              <TaskRow
                item={item}
                position={index + 1}
                value={valueOf(item)}
                onChange={(value) => onChange(item.checklist_id, value)}
                disabled={disabled}
                timeZone={timeZone}
                tick={
                  me
                    ? { name: me, pending: ticking.has(item.checklist_id), onTick: () => onTick([item], false) }
                    : undefined
                }
              />
            </Box>
          ))}
        </Stack>
      )}
    </Card>
  );
}

export function ShiftSkeleton() {
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
