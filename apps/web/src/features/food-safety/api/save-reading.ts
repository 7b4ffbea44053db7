import { useMutation, useQueryClient } from '@tanstack/react-query';
import { foodSafetyEndpoints } from '@dripp/contract/endpoints/food-safety';
import type { ReadingInput } from '@dripp/contract/food-safety';
import { callData, invalidate } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/**
 * POST /food-units/{id}/readings. The sheet shows every failure itself (a refusal on its fields,
 * no answer as "not saved"), so nothing is toasted; a try that got no answer fails at once rather
 * than waiting, and its key makes a second try with the same reading count once.
 */
export function useSaveReading() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ unitId, body, key }: { unitId: number; body: ReadingInput; key: string }) =>
      callData(
        foodSafetyEndpoints.saveReading,
        { params: { id: unitId }, body },
        {
          notify: false,
          stallFails: true,
          headers: { 'Idempotency-Key': key },
          fallback: t`Could not save the reading`,
        },
      ),
    onSuccess: () => invalidate(client, foodSafetyEndpoints.day),
  });
}

/** POST /food-readings/{id}/service-ticket: a ticket to the unit's provider about an out-of-range reading. */
export function useOpenServiceTicket() {
  return useMutation({
    mutationFn: (readingId: number) =>
      callData(
        foodSafetyEndpoints.serviceTicket,
        { params: { id: readingId } },
        { fallback: t`Could not open a service ticket` },
      ),
  });
}
