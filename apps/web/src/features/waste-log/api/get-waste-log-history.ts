import { useQuery } from '@tanstack/react-query';
import { wasteLogEndpoints } from '@dripp/contract/endpoints/waste-log';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** Who wrote a store's waste log of a day and every change since; null for a day never written. */
export function useWasteLogHistory(storeId: number, date: string) {
  return useQuery(
    endpointQuery(
      wasteLogEndpoints.history,
      { params: { storeId, date } },
      { fallback: t`Could not get the history of the Waste Log` },
    ),
  );
}
