import { useQuery } from '@tanstack/react-query';
import { vendorsEndpoints } from '@dripp/contract/endpoints/vendors';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/**
 * GET /vendors?trashed=0|1: active vendors, or the deactivated ones (spec 2 §7). The key is shared
 * by every screen that lists vendors, so a change anywhere refreshes them all.
 */
export const vendorsQuery = (trashed: boolean) =>
  endpointQuery(vendorsEndpoints.list, { query: { trashed: trashed ? 1 : 0 } }, { fallback: t`Could not get Vendors` });

export function useVendors(trashed: boolean, enabled = true) {
  return useQuery({ ...vendorsQuery(trashed), enabled });
}
