import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { usersEndpoints } from '@dripp/contract/endpoints/users';
import { endpointQuery } from '../../../lib/endpoints';

/** GET /user-managers: the managers the list may be filtered by. */
/** `enabled` false on a page the person may not open: its refusal is the access-denied page, not a 403. */
export function useUserManagers(enabled = true) {
  return useQuery({
    ...endpointQuery(usersEndpoints.managers, {}, { fallback: t`Could not get Managers` }),
    staleTime: 60_000,
    enabled,
  });
}
