import { useMemo } from 'react';
import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { CHECKLIST_TYPES } from '@dripp/contract/checklists';
import type { DailyChecklist } from '@dripp/contract/daily-checklist';
import { paths } from '../../config/paths';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { StorePageHeader } from '../../components/store-page-header';
import { OfflineRecordNotices, QueuedFields } from '../../components/offline-record-notices';
import { useSignedInName } from '../../lib/api/get-signed-in-name';
import { notifyError } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { useDailyRecord } from '../../lib/use-daily-record';
import { useQueuedTicks } from './api/queued-ticks';
import { useDailyChecklist } from './api/get-daily-checklist';
import { useSaveDailyChecklist } from './api/save-daily-checklist';
import { ChecklistSaveBar, labelsOf, namesById } from './daily-checklist-parts';
import { ShiftSkeleton, ShiftTasks } from './shift-tasks';

const EMPTY: DailyChecklist = { open: [], mid: [], close: [], weekly: [], version: null };
const RECORD = { page: 'daily-checklist', onServer: namesById };

/** /check-lists/daily-check[/{store}/{date}] (spec 1 §2 "Daily Checklist"): who did each task of the day. */
export function DailyChecklistPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Daily Checklist · Dripp Portal`);
  const daily = useDailyRecord({
    view: 'daily-checklist-view',
    href: paths.dailyCheck.href,
    noFutureDays: true,
    load: useDailyChecklist,
    record: RECORD,
  });
  const { day, query, draft, record, onServer, base, failure, loading } = daily;
  const { storeId, date } = day;
  const { can } = usePermissions();
  const signedInName = useSignedInName();
  const labels = useMemo(() => labelsOf(query.data), [query.data]);
  const { saving, send, ticking, tick } = useSaveDailyChecklist(daily, (id) => labels.get(id)?.short ?? '');
  const drafts = draft ?? {};
  const dirty = draft !== undefined;
  // The day could not be loaded: what waits on this phone for it is shown, marked as not yet sent.
  const unloaded = failure != null && !dirty;
  const queuedTicks = useQueuedTicks(storeId, date, unloaded);
  const queued = [
    ...(unloaded && record.pending?.state === 'waiting' ? (record.pending.shown ?? []) : []),
    ...queuedTicks,
  ];

  if (!day.canView) return <Forbidden storeSpecific={day.storeSpecific} />;

  const data = query.data ?? EMPTY;
  const total = CHECKLIST_TYPES.reduce((n, type) => n + data[type].length, 0);
  // A past day's names are the store's record: only daily-checklist-edit changes them.
  const mayRecord =
    storeId != null &&
    can('daily-checklist-create', storeId) &&
    (date >= day.today || can('daily-checklist-edit', storeId));
  const me = mayRecord ? signedInName : undefined;

  const submit = async () => {
    if (storeId == null) return;
    if (!mayRecord) {
      notifyError(t`You are not authorized`);
      return;
    }
    await send(drafts);
  };

  return (
    <Stack gap="lg">
      <StorePageHeader title={t`Daily Checklist`} {...day.header} />
      <OfflineRecordNotices
        record={record}
        merge={{
          base,
          theirs: onServer,
          version: query.data?.version,
          label: (path) => labels.get(Number(path))?.field ?? path,
        }}
        onKeepMine={(value) => void send(value)}
        busy={saving}
      />
      {failure && queued.length > 0 ? (
        <>
          <LoadFailed
            failure={failure}
            message={t`This page could not be loaded. Below are the names kept on this phone: they are sent when the connection returns.`}
          />
          <QueuedFields title={t`Waiting on this phone, not yet sent`} fields={queued} />
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
            onChange={(checklistId, value) => daily.setDraft({ ...drafts, [checklistId]: value })}
            disabled={saving}
            storeId={day.loadStoreId}
            date={date}
            timeZone={day.store?.store.time_zone}
            me={me}
            ticking={ticking}
            onTick={(items, all) => me && void tick(items, all, me)}
          />
        ))
      )}
      {!loading && (
        <ChecklistSaveBar
          failed={failure != null}
          dirty={dirty}
          total={total}
          saving={saving}
          onSave={() => void submit()}
        />
      )}
    </Stack>
  );
}
