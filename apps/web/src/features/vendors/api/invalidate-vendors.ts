import type { QueryClient } from '@tanstack/react-query';
import { orderingEndpoints } from '@dripp/contract/endpoints/ordering';
import { invalidate } from '../../../lib/endpoints';

/** Every cached answer that shows a vendor: lists, details, store vendor lists of the order screens. */
export function invalidateVendors(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['vendors'] }),
    client.invalidateQueries({ queryKey: ['vendor'] }),
    invalidate(client, orderingEndpoints.storeVendors),
  ]);
}
