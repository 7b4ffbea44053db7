import { useMutation } from '@tanstack/react-query';
import { foodSafetyEndpoints } from '@dripp/contract/endpoints/food-safety';
import type { LabelSize } from '@dripp/contract/food-safety';
import { callData } from '../../../lib/endpoints';
import { useRepeatKey } from '../../../lib/repeat-key';
import { t } from '@lingui/core/macro';

export interface PrintInput {
  storeId: number;
  prep_item_id: number;
  quantity: number;
  size: LabelSize;
  ingredient_dates: string[];
}

/**
 * POST /stores/:storeId/food-labels: logs the print and answers where its PDF is. Print tapped
 * again after no answer logs it once.
 */
export function usePrintLabels() {
  const repeat = useRepeatKey();
  return useMutation({
    mutationFn: (input: PrintInput) => {
      const { storeId, ...body } = input;
      return callData(
        foodSafetyEndpoints.printLabels,
        { params: { storeId }, body },
        { fallback: t`Could not print the labels`, headers: { 'Idempotency-Key': repeat.keyFor(input) } },
      );
    },
    onSuccess: repeat.answered,
  });
}
