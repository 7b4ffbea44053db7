import { Box } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { RecordHistory } from '../../components/record-history';
import { useOrderRecord } from './api/get-order-record';

/** An opened order's history: who submitted it, and each mail of its purchase order (first send, resends). */
export function OrderRecord({ storeId, orderId, open }: { storeId: number; orderId: number; open: boolean }) {
  const { t } = useLingui();
  const { data } = useOrderRecord(storeId, orderId, open);
  if (!open || !data) return null;
  return (
    <Box mt="xs" className="dripp-orders-screen-only">
      <RecordHistory record={data} label={t`the order`} />
    </Box>
  );
}
