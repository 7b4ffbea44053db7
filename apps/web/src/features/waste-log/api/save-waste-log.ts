import { useState } from 'react';
import { wasteLogEndpoints } from '@dripp/contract/endpoints/waste-log';
import type { WasteLogEntryInput } from '@dripp/contract/waste-log';
import { useQueryClient } from '@tanstack/react-query';
import { invalidate } from '../../../lib/endpoints';
import { notifySuccess, notifyWarning } from '../../../lib/notify';
import type { SaveRequest } from '../../../lib/save-queue';
import type { DailyRecord } from '../../../lib/use-daily-record';
import type { WasteLogDay } from './get-waste-log';
import type { Row } from '../waste-log-rows';
import { t } from '@lingui/core/macro';

export interface SaveWasteLogInput {
  storeId: number;
  date: string;
  wastelog: WasteLogEntryInput[];
}

/**
 * POST /wastelog/{storeId}/{date} {wastelog[]}: replaces the day's log, based on the version read
 * (decision 172); lines without a description are dropped. Sent, or kept on the device.
 */
export function wasteLogSaveRequest(
  { storeId, date, wastelog }: SaveWasteLogInput,
  basedOn: string | null | undefined,
): SaveRequest<typeof wasteLogEndpoints.save> {
  return {
    definition: wasteLogEndpoints.save,
    params: { storeId, date },
    body: { wastelog, ...(basedOn === undefined ? {} : { based_on: basedOn }) },
    failed: t`Could not save Waste Logs`,
  };
}

/**
 * The page's Save of its lines: sent, kept on the phone, or shown beside the server's as a
 * conflict. Saved, the day is read again for its new version, with a warning for each line left
 * without a description (the server drops it).
 */
export function useSaveWasteLog({ day, record, base, query, clearDraft, setDraft }: DailyRecord<Row[], WasteLogDay>) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const { storeId, date } = day;
  const send = async (value: Row[]) => {
    if (storeId == null) return;
    // The server's warning (missingDescriptionWarning of @dripp/domain/waste-log), in the person's language.
    const expected = value.flatMap((row, i) => {
      const position = i + 1;
      return row.description.trim() ? [] : [t`Missing description on Waste Log #${position}`];
    });
    setSaving(true);
    try {
      const wastelog = value.map(({ description, qty, value: v }) => ({ description, qty, value: v }));
      const done = await record.save(value, (basedOn) => wasteLogSaveRequest({ storeId, date, wastelog }, basedOn), {
        base,
      });
      if (done.outcome === 'saved') {
        // Read again for the new version: the saved lines stay on the page until it arrives.
        await query.refetch();
        void invalidate(queryClient, wasteLogEndpoints.history, { params: { storeId, date } });
        notifySuccess(t`Successfully saved Waste Logs`);
        for (const warning of expected) notifyWarning(warning);
        clearDraft();
      } else if (done.outcome === 'conflict') {
        setDraft(value);
      }
    } catch {
      // The error has been shown; the lines stay as typed.
    } finally {
      setSaving(false);
    }
  };
  return { saving, send };
}
