import { Card } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { RecordHistory } from '../../components/record-history';
import { useWasteLogHistory } from './api/get-waste-log-history';

/** The day's waste log: who wrote it, who changed it last, and each change with its lines before and after. */
export function WasteLogHistory({ storeId, date, timeZone }: { storeId: number; date: string; timeZone?: string }) {
  const { data } = useWasteLogHistory(storeId, date);
  const { t } = useLingui();
  if (!data) return null;
  return (
    <Card component="section" aria-label={t`History of the waste log`} className="dripp-no-print">
      <RecordHistory record={data} label={t`the waste log`} timeZone={timeZone} />
    </Card>
  );
}
