import { useQuery } from '@tanstack/react-query';
import { storesEndpoints } from '@dripp/contract/endpoints/stores';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** GET /stores-roles: the store-level roles a new user may be given at their first store. */
export const storeRolesQuery = () => endpointQuery(storesEndpoints.roles, {}, { fallback: t`Could not get Roles` });

export function useStoreRoles(enabled = true) {
  return useQuery({ ...storeRolesQuery(), enabled });
}
