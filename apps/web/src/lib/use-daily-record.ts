import { useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PermissionKey } from '@dripp/contract/permissions';
import type { LoadFailure } from './load-state';
import { useOfflineRecord, type OfflineRecord } from './use-draft';
import { useEditBase } from './use-edit-base';
import { useDirtyParts, useUnsavedChanges, type ReportDirty } from './use-unsaved-changes';
import { useDayDraft, useRewriteAddress, useStoreDay, type StoreDay } from './use-store-day';

/** The version a save of the record is based on (decision 172), when its read gives one. */
function versionOf(data: unknown): string | null | undefined {
  if (typeof data !== 'object' || data === null || !('version' in data)) return undefined;
  return typeof data.version === 'string' || data.version === null ? data.version : undefined;
}

export interface DailyRecordOptions<T, D> {
  /** The page's view permission and address (`paths.cashCount.href`). */
  view: PermissionKey;
  href: StoreDay['href'];
  noFutureDays?: boolean;
  /** The day's read, for the store once it may be loaded (`useCashCount`). */
  load: (storeId: number | null, date: string) => UseQueryResult<D>;
  /**
   * The record the page keeps a draft of: its name on the device (`cash-count`) and what the
   * server has of it, in the draft's shape. Absent on a page whose parts keep their own (the comm
   * sheet's shift cards), which report to `reportDirty` instead.
   */
  record?: { page: string; onServer: (data: NonNullable<D>) => T };
}

export interface DailyRecord<T, D> {
  day: StoreDay;
  query: UseQueryResult<D>;
  /** What is typed and not saved (undefined: nothing), for this store and day only. */
  draft: T | undefined;
  setDraft: (value: T) => void;
  clearDraft: () => void;
  /** The draft kept on the device, the save waiting for the network, a conflict (decision 172). */
  record: OfflineRecord<T>;
  /** The record as the server has it (undefined until read), and as it was when the edit began. */
  onServer: T | undefined;
  base: T | undefined;
  /** The day could not be read but a save of it waits on this phone: shown in its place, not to be edited. */
  queued: T | undefined;
  failure: LoadFailure | null;
  loading: boolean;
  /** For a part that keeps its own draft: the page asks before it is left while any part is dirty. */
  reportDirty: ReportDirty;
}

/**
 * One store day of a daily record (comm sheet, cash count, waste log, daily checklist): the store
 * and day from the address, the day's read, the draft typed over it and what the device keeps of it,
 * and the question before leaving while something typed is held nowhere else. What waits on the
 * device as typed is held: leaving it does not ask (decision 194).
 */
export function useDailyRecord<T, D>(options: DailyRecordOptions<T, D>): DailyRecord<T, D> {
  const { view, href, noFutureDays, load, record: kept } = options;
  const day = useStoreDay(view, href, { noFutureDays });
  const { storeId, date } = day;
  const query = load(day.loadStoreId, date);
  useRewriteAddress(query.isSuccess, day);
  const [draft, setDraft, clearDraft] = useDayDraft<T>(day.dayKey);
  const record = useOfflineRecord<T>({
    page: kept?.page ?? '',
    scope: kept && storeId != null ? `${storeId}|${date}` : null,
    draft,
    setDraft,
    clearDraft,
    version: versionOf(query.data),
    onServerChanged: () => void query.refetch(),
  });
  const parts = useDirtyParts();
  const dirty = draft !== undefined;
  useUnsavedChanges((dirty && !record.queuedAsTyped) || parts.dirty);
  const onServerOf = kept?.onServer;
  const data = query.data;
  const onServer = useMemo(() => (data && onServerOf ? onServerOf(data) : undefined), [data, onServerOf]);
  const base = useEditBase(onServer, dirty, record.basedOn === versionOf(data));
  const failure = day.failureWith(query);
  const waiting = record.pending?.state === 'waiting' ? record.pending : null;
  return {
    day,
    query,
    draft,
    setDraft,
    clearDraft,
    record,
    onServer,
    base,
    queued: failure && !dirty && waiting ? (waiting.value as T) : undefined,
    failure,
    loading: day.isLoadingWith(query.isPending),
    reportDirty: parts.report,
  };
}
