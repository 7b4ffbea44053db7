import { useQuery } from '@tanstack/react-query';
import { storesEndpoints } from '@dripp/contract/endpoints/stores';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** GET /stores (`?trashed=1`: the deactivated stores). */
export const adminStoresQuery = (trashed: boolean) =>
  endpointQuery(
    storesEndpoints.list,
    { query: { trashed: trashed ? '1' : '0' } },
    { fallback: t`Could not get Stores` },
  );

export function useAdminStores(trashed: boolean, enabled = true) {
  return useQuery({ ...adminStoresQuery(trashed), enabled });
}
