import { useQuery } from '@tanstack/react-query';
import { vendorsEndpoints } from '@dripp/contract/endpoints/vendors';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** GET /vendors/{id}/view: the vendor with its linked and unlinked stores. */
export const vendorViewQuery = (id: number) =>
  endpointQuery(vendorsEndpoints.view, { params: { id } }, { fallback: t`Could not get Vendor` });

export function useVendorView(id: number | null) {
  return useQuery({ ...vendorViewQuery(id ?? 0), enabled: id != null });
}
