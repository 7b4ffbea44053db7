import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { categoriesEndpoints } from '@dripp/contract/endpoints/categories';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/**
 * GET /vendors/{id}/categories?active=1|0: the vendor's active, or deactivated, categories. The
 * definition's key is shared with the product form's category list.
 */
export const vendorCategoriesQuery = (vendorId: number, active: '0' | '1') =>
  endpointQuery(
    categoriesEndpoints.ofVendor,
    { params: { id: vendorId }, query: { active } },
    { fallback: t`Could not get Categories` },
  );

export function useVendorCategories(vendorId: number | null, active: '0' | '1') {
  return useQuery({
    ...vendorCategoriesQuery(vendorId ?? 0, active),
    enabled: vendorId != null,
    placeholderData: keepPreviousData,
  });
}
