import { useQuery } from '@tanstack/react-query';
import { storeAdminEndpoints } from '@dripp/contract/endpoints/stores';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** GET /stores/{id}/edit: the form's values. */
export const storeEditQuery = (id: number) => ({
  ...endpointQuery(storeAdminEndpoints.edit, { params: { id } }, { fallback: t`Could not get Stores` }),
  staleTime: 0,
});

export function useStoreEdit(id: number, enabled = true) {
  return useQuery({ ...storeEditQuery(id), enabled });
}
