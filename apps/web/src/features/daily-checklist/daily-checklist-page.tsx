import { useMemo, useState } from 'react';
import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { CHECKLIST_TYPES, CHECKLIST_TYPE_LABELS } from '@dripp/contract/checklists';
import { type DailyChecklist, type DailyChecklistItem } from '@dripp/contract/daily-checklist';
import { paths } from '../../config/paths';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { StorePageHeader } from '../../components/store-page-header';
import { useSignedInName } from '../../lib/api/get-signed-in-name';
import { invalidateStoreDayStates } from '../../lib/api/get-store-day-states';
import { notifyError, notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useDayDraft, useRewriteAddress, useStoreDay } from '../../lib/use-store-day';
import { dailyChecklistEndpoints } from '@dripp/contract/endpoints/daily-checklist';
import { invalidate } from '../../lib/endpoints';
import { useOfflineRecord } from '../../lib/use-draft';
import { OfflineRecordNotices, QueuedFields } from '../../components/offline-record-notices';
import { useEditBase } from '../../lib/use-edit-base';
import { useQueuedTicks } from './api/queued-ticks';
import { dailyChecklistQuery, useDailyChecklist } from './api/get-daily-checklist';
import { dailyChecklistSaveRequest, saveTicks } from './api/save-daily-checklist';
import { fieldLabelOf, ShiftSkeleton, ShiftTasks, type Drafts } from './shift-tasks';

const VIEW = 'daily-checklist-view';
const EMPTY: DailyChecklist = { open: [], mid: [], close: [], weekly: [], version: null };

/** Every task's name, as saved or as typed here: what a save sends. */
function namesOf(data: DailyChecklist, drafts: Drafts) {
  return CHECKLIST_TYPES.flatMap((type) =>
    data[type].map((item) => ({
      checklist_id: item.checklist_id,
      name_id: item.name_id,
      name: (drafts[item.checklist_id] ?? item.name ?? '').trim(),
    })),
  );
}

/** Each task's name as the server has it: what a merge by field compares (decision 195). */
function namesById(data: DailyChecklist): Drafts {
  const names: Drafts = {};
  for (const type of CHECKLIST_TYPES) for (const item of data[type]) names[item.checklist_id] = item.name ?? '';
  return names;
}

/** Each task's label by its id, and a task as a waiting save shows it ("Opening Shift task 2: …"). */
function labelsOf(data: DailyChecklist): Map<number, { field: string; short: string }> {
  const labels = new Map<number, { field: string; short: string }>();
  for (const type of CHECKLIST_TYPES)
    data[type].forEach((item, i) =>
      labels.set(item.checklist_id, {
        field: fieldLabelOf(item, i + 1),
        short: `${CHECKLIST_TYPE_LABELS[type]} task ${i + 1}: ${item.task}`,
      }),
    );
  return labels;
}

/** /check-lists/daily-check[/{store}/{date}] (spec 1 §2 "Daily Checklist"): who did each task of the day. */
export function DailyChecklistPage() {
  useDocumentTitle('Daily Checklist · Dripp Portal');
  const day = useStoreDay(VIEW, paths.dailyCheck.href, { noFutureDays: true });
  const { storeId, date } = day;
  const { can } = usePermissions();
  const list = useDailyChecklist(day.loadStoreId, date);
  const [saving, setSaving] = useState(false);
  // Ticks save on their own, several at once if tapped in turn, beside the page's Save.
  const [ticking, setTicking] = useState<ReadonlySet<number>>(() => new Set());
  const queryClient = useQueryClient();
  const signedInName = useSignedInName();
  useRewriteAddress(list.isSuccess, day);
  const [draft, setDrafts, clearDrafts] = useDayDraft<Drafts>(day.dayKey);
  const drafts = draft ?? {};
  const dirty = Object.keys(drafts).length > 0;
  const record = useOfflineRecord<Drafts>({
    page: 'daily-checklist',
    scope: storeId == null ? null : `${storeId}|${date}`,
    draft,
    setDraft: setDrafts,
    clearDraft: clearDrafts,
    version: list.data?.version,
    onServerChanged: () => void list.refetch(),
  });
  useUnsavedChanges(dirty && !record.queuedAsTyped);
  const onServer = useMemo(() => (list.data ? namesById(list.data) : undefined), [list.data]);
  const base = useEditBase(onServer, dirty, record.basedOn === list.data?.version);
  const labels = useMemo(() => labelsOf(list.data ?? EMPTY), [list.data]);
  // The day could not be loaded: what waits on this phone for it is shown, marked as not yet sent.
  const unloaded = day.failureWith(list) != null && !dirty;
  const queuedTicks = useQueuedTicks(storeId, date, unloaded);
  const queued = [
    ...(unloaded && record.pending?.state === 'waiting' ? (record.pending.shown ?? []) : []),
    ...queuedTicks,
  ];

  if (!day.canView) return <Forbidden storeSpecific={day.storeSpecific} />;

  const data = list.data ?? EMPTY;
  const loading = day.isLoadingWith(list.isPending);
  const total = CHECKLIST_TYPES.reduce((n, type) => n + data[type].length, 0);
  const failure = day.failureWith(list);

  const change = (checklistId: number, value: string) => setDrafts({ ...drafts, [checklistId]: value });
  // A past day's names are the store's record: only daily-checklist-edit changes them.
  const mayRecord =
    storeId != null &&
    can('daily-checklist-create', storeId) &&
    (date >= day.today || can('daily-checklist-edit', storeId));
  const me = mayRecord ? signedInName : undefined;
  const timeZone = day.store?.store.time_zone;

  /**
   * Records the person against one task, or (a card's "Tick all") against every task left empty
   * while keeping the names typed into the others, and saves those tasks only.
   */
  const tickTasks = async (items: DailyChecklistItem[], all: boolean) => {
    if (storeId == null || !me) return;
    const names = items
      .map((item) => ({
        checklist_id: item.checklist_id,
        name_id: item.name_id,
        name: all ? (drafts[item.checklist_id] ?? item.name ?? '').trim() || me : me,
      }))
      .filter((entry, i) => entry.name !== (items[i]!.name ?? ''));
    if (names.length === 0) return;
    const ids = names.map((entry) => entry.checklist_id);
    setTicking((current) => new Set([...current, ...ids]));
    try {
      const outcome = await saveTicks(
        { storeId, date, names },
        names.map((entry) => ({ label: labels.get(entry.checklist_id)?.short ?? '', value: entry.name })),
      );
      const key = dailyChecklistQuery(storeId, date).queryKey;
      if (outcome === 'saved') {
        // Awaited, so the page swaps its draft for the saved names without showing the old ones between.
        await invalidate(queryClient, dailyChecklistEndpoints.day, { params: { storeId, date } });
        const fresh = queryClient.getQueryData<DailyChecklist>(key);
        if (fresh) record.rebase(fresh.version);
      } else {
        // Shown ticked until the queue sends it and the day is read again.
        const named = new Map(names.map((entry) => [entry.checklist_id, entry.name]));
        queryClient.setQueryData<DailyChecklist>(key, (old) =>
          old
            ? {
                ...old,
                ...Object.fromEntries(
                  CHECKLIST_TYPES.map((type) => [
                    type,
                    old[type].map((item) =>
                      named.has(item.checklist_id) ? { ...item, name: named.get(item.checklist_id) ?? null } : item,
                    ),
                  ]),
                ),
              }
            : old,
        );
        notifySuccess('Saved on this phone, not yet sent');
      }
      const rest = { ...drafts };
      for (const id of ids) delete rest[id];
      if (Object.keys(rest).length) setDrafts(rest);
      else clearDrafts();
      void invalidateStoreDayStates(queryClient, storeId, date);
    } catch {
      // The API client has shown the error; the task stays as it was.
    } finally {
      setTicking((current) => new Set([...current].filter((id) => !ids.includes(id))));
    }
  };

  const submit = async () => {
    if (storeId == null) return;
    if (!mayRecord) {
      notifyError('You are not authorized');
      return;
    }
    await send(drafts);
  };

  const send = async (value: Drafts) => {
    if (storeId == null) return;
    setSaving(true);
    try {
      // What this save changes, as the page would show it while the day cannot load.
      const shown = Object.entries(value)
        .filter(([id, name]) => name.trim() !== (onServer?.[Number(id)] ?? ''))
        .map(([id, name]) => ({ label: labels.get(Number(id))?.short ?? '', value: name.trim() }));
      const done = await record.save(
        value,
        (basedOn) => dailyChecklistSaveRequest({ date, names: namesOf(data, value) }, basedOn),
        { base, shown },
      );
      if (done.outcome === 'saved') {
        // Awaited, so the page swaps its draft for the saved names without showing the old ones between.
        await invalidate(queryClient, dailyChecklistEndpoints.day, { params: { storeId, date } });
        notifySuccess('Successfully updated Daily Lists');
        clearDrafts();
        void invalidateStoreDayStates(queryClient, storeId, date);
      } else if (done.outcome === 'conflict') {
        setDrafts(value);
      }
    } catch {
      // The error has been shown; the entries stay for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="lg">
      <StorePageHeader title="Daily Checklist" {...day.header} />
      <OfflineRecordNotices
        record={record}
        merge={{
          base,
          theirs: onServer,
          version: list.data?.version,
          label: (path) => labels.get(Number(path))?.field ?? path,
        }}
        onKeepMine={(value) => void send(value)}
        busy={saving}
      />
      {failure && queued.length > 0 ? (
        <>
          <LoadFailed
            failure={failure}
            message="This page could not be loaded. Below are the names kept on this phone: they are sent when the connection returns."
          />
          <QueuedFields title="Waiting on this phone, not yet sent" fields={queued} />
        </>
      ) : failure ? (
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
            disabled={saving}
            storeId={day.loadStoreId}
            date={date}
            timeZone={timeZone}
            me={me}
            ticking={ticking}
            onTick={(items, all) => void tickTasks(items, all)}
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
              disabled={saving || total === 0 || failure != null}
              leftSection={saving ? <Loader size={16} color="currentColor" /> : <IconDeviceFloppy size={18} />}
              miw={120}
            >
              {saving ? 'Loading' : 'Save'}
            </Button>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
