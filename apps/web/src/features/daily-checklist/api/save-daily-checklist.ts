import { useState } from 'react';
import { msg, t } from '@lingui/core/macro';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CHECKLIST_TYPES } from '@dripp/contract/checklists';
import type { DailyChecklist, DailyChecklistItem, DailyChecklistSave } from '@dripp/contract/daily-checklist';
import { dailyChecklistEndpoints } from '@dripp/contract/endpoints/daily-checklist';
import { i18n } from '../../../i18n/i18n';
import { invalidateStoreDayStates } from '../../../lib/api/get-store-day-states';
import { ApiError } from '../../../lib/api-client';
import { invalidate } from '../../../lib/endpoints';
import { notifySuccess } from '../../../lib/notify';
import {
  isNetworkFailure,
  keptSave,
  newIdempotencyKey,
  queueSave,
  sendSave,
  type QueuedExtras,
  type SaveRequest,
} from '../../../lib/save-queue';
import type { DailyRecord } from '../../../lib/use-daily-record';
import type { Drafts } from '../shift-tasks';
import { dailyChecklistQuery } from './get-daily-checklist';

type Names = DailyChecklistSave['names'];
/** A task as a waiting save shows it ("Opening Shift task 2: …"), by its id. */
export type ShownLabel = (checklistId: number) => string;

const FAILED = msg`Could not update Daily Lists`;

/**
 * POST /daily-checklist/{date} {names[], based_on}: the tasks' names (each task id carries its own
 * store), based on the version read when given (decision 172). Sent, or kept on the device.
 */
export function dailyChecklistSaveRequest(
  { date, names }: { date: string; names: Names },
  basedOn?: string | null,
): SaveRequest<typeof dailyChecklistEndpoints.save> {
  return {
    definition: dailyChecklistEndpoints.save,
    params: { date },
    body: { names, ...(basedOn === undefined ? {} : { based_on: basedOn }) },
    failed: i18n._(FAILED),
  };
}

/** Every task's name, as saved or as typed here: what a Save sends. */
export function namesOf(data: DailyChecklist, drafts: Drafts): Names {
  return CHECKLIST_TYPES.flatMap((type) =>
    data[type].map((item) => ({
      checklist_id: item.checklist_id,
      name_id: item.name_id,
      name: (drafts[item.checklist_id] ?? item.name ?? '').trim(),
    })),
  );
}

/**
 * A tick: sent now, or kept on the device when offline or unanswered and sent when the connection
 * returns, as a Save is (decision 194). Each tick waits on its own, so a later one never replaces
 * an earlier one.
 */
async function saveTicks(
  { storeId, date, names }: { storeId: number; date: string; names: Names },
  shown: QueuedExtras['shown'],
): Promise<'saved' | 'queued'> {
  const request = dailyChecklistSaveRequest({ date, names });
  const key = newIdempotencyKey();
  if (navigator.onLine) {
    try {
      await sendSave({ ...keptSave(request), key }, true);
      return 'saved';
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    }
  }
  const queued = await queueSave('daily-checklist-tick', `${storeId}|${date}|${key}`, request, names, key, { shown });
  if (!queued) throw new ApiError(0, i18n._(FAILED));
  return 'queued';
}

/** Shows ticks that wait on the phone as made, until the queue sends them and the day is read again. */
function showTicked(queryClient: QueryClient, storeId: number, date: string, names: Names): void {
  const named = new Map(names.map((entry) => [entry.checklist_id, entry.name]));
  queryClient.setQueryData<DailyChecklist>(dailyChecklistQuery(storeId, date).queryKey, (old) =>
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
}

/**
 * The page's Save of every name typed, and its ticks: one task, or every task left empty in a
 * card ("Tick all"), saved on their own, several at once if tapped in turn.
 */
export function useSaveDailyChecklist(daily: DailyRecord<Drafts, DailyChecklist>, labelOf: ShownLabel) {
  const { day, record, base, query, onServer, draft, setDraft, clearDraft } = daily;
  const { storeId, date } = day;
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [ticking, setTicking] = useState<ReadonlySet<number>>(() => new Set());
  // Awaited, so the page swaps its draft for the saved names without showing the old ones between.
  const readAgain = (id: number) =>
    invalidate(queryClient, dailyChecklistEndpoints.day, { params: { storeId: id, date } });

  const send = async (value: Drafts) => {
    if (storeId == null || !query.data) return;
    setSaving(true);
    try {
      // What this save changes, as the page would show it while the day cannot load.
      const shown = Object.entries(value)
        .filter(([id, name]) => name.trim() !== (onServer?.[Number(id)] ?? ''))
        .map(([id, name]) => ({ label: labelOf(Number(id)), value: name.trim() }));
      const names = namesOf(query.data, value);
      const done = await record.save(value, (basedOn) => dailyChecklistSaveRequest({ date, names }, basedOn), {
        base,
        shown,
      });
      if (done.outcome === 'saved') {
        await readAgain(storeId);
        notifySuccess(t`Successfully updated Daily Lists`);
        clearDraft();
        void invalidateStoreDayStates(queryClient, storeId, date);
      } else if (done.outcome === 'conflict') {
        setDraft(value);
      }
    } catch {
      // The error has been shown; the entries stay for another try.
    } finally {
      setSaving(false);
    }
  };

  /** Records `me` against the tasks (all: against those left empty, keeping names typed in the others). */
  const tick = async (items: DailyChecklistItem[], all: boolean, me: string) => {
    if (storeId == null) return;
    const drafts = draft ?? {};
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
      const shown = names.map((entry) => ({ label: labelOf(entry.checklist_id), value: entry.name }));
      if ((await saveTicks({ storeId, date, names }, shown)) === 'saved') {
        await readAgain(storeId);
        const fresh = queryClient.getQueryData<DailyChecklist>(dailyChecklistQuery(storeId, date).queryKey);
        if (fresh) record.rebase(fresh.version);
      } else {
        showTicked(queryClient, storeId, date, names);
        notifySuccess(t`Saved on this phone, not yet sent`);
      }
      const rest = { ...drafts };
      for (const id of ids) delete rest[id];
      if (Object.keys(rest).length) setDraft(rest);
      else clearDraft();
      void invalidateStoreDayStates(queryClient, storeId, date);
    } catch {
      // The API client has shown the error; the task stays as it was.
    } finally {
      setTicking((current) => new Set([...current].filter((id) => !ids.includes(id))));
    }
  };
  return { saving, send, ticking, tick };
}
