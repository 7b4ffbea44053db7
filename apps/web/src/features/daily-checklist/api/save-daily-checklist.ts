import type { DailyChecklistSave } from '@dripp/contract/daily-checklist';
import { dailyChecklistEndpoints } from '@dripp/contract/endpoints/daily-checklist';
import { ApiError } from '../../../lib/api-client';
import {
  isNetworkFailure,
  keptSave,
  newIdempotencyKey,
  queueSave,
  sendSave,
  type QueuedExtras,
  type SaveRequest,
} from '../../../lib/save-queue';

export interface SaveDailyChecklistInput {
  storeId: number;
  date: string;
  names: DailyChecklistSave['names'];
}

/**
 * The page's Save, POST /daily-checklist/{date} {names[], based_on}: every task's name, based on
 * the version read (decision 172). Sent, or kept on the device, by `useOfflineRecord`, as the other
 * daily records are.
 */
export function dailyChecklistSaveRequest(
  { date, names }: Omit<SaveDailyChecklistInput, 'storeId'>,
  basedOn: string | null | undefined,
): SaveRequest {
  return {
    definition: dailyChecklistEndpoints.save,
    params: { date },
    body: { names, ...(basedOn === undefined ? {} : { based_on: basedOn }) },
  };
}

/**
 * A tick, POST /daily-checklist/{date} {names[]} (each task id carries its own store): sent now, or
 * kept on the device when offline or unanswered and sent when the connection returns, as a Save is
 * (decision 194). Each tick waits on its own, so a later one never replaces an earlier one.
 */
export async function saveTicks(
  { storeId, date, names }: SaveDailyChecklistInput,
  shown?: QueuedExtras['shown'],
): Promise<'saved' | 'queued'> {
  const request = { definition: dailyChecklistEndpoints.save, params: { date }, body: { names } };
  const key = newIdempotencyKey();
  if (navigator.onLine) {
    try {
      await sendSave({ ...keptSave(request), body: request.body, key }, true);
      return 'saved';
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    }
  }
  const queued = await queueSave('daily-checklist-tick', `${storeId}|${date}|${key}`, request, names, key, { shown });
  if (!queued) throw new ApiError(0, 'Could not update Daily Lists');
  return 'queued';
}
