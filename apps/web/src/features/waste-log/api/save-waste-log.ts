import { wasteLogEndpoints } from '@dripp/contract/endpoints/waste-log';
import type { WasteLogEntryInput } from '@dripp/contract/waste-log';
import type { SaveRequest } from '../../../lib/save-queue';

export interface SaveWasteLogInput {
  storeId: number;
  date: string;
  wastelog: WasteLogEntryInput[];
}

/**
 * POST /wastelog/{storeId}/{date} {wastelog[]}: replaces the day's log, based on the version read
 * (decision 172); lines without a description are dropped. Sent, or kept on the device, by
 * `useOfflineRecord`, as the other daily records are.
 */
export function wasteLogSaveRequest(
  { storeId, date, wastelog }: SaveWasteLogInput,
  basedOn: string | null | undefined,
): SaveRequest {
  return {
    definition: wasteLogEndpoints.save,
    params: { storeId, date },
    body: { wastelog, ...(basedOn === undefined ? {} : { based_on: basedOn }) },
  };
}
