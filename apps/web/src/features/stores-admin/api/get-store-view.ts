import { useQuery } from '@tanstack/react-query';
import { storeAdminEndpoints } from '@dripp/contract/endpoints/stores';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** GET /stores/{id}/view: the store with its vendor and user links and the roles a link may carry. */
export const storeViewQuery = (id: number) =>
  endpointQuery(storeAdminEndpoints.view, { params: { id } }, { fallback: t`Could not get Stores` });

export function useStoreView(id: number, enabled = true) {
  return useQuery({ ...storeViewQuery(id), enabled });
}
