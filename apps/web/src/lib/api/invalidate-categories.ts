import type { QueryClient } from '@tanstack/react-query';

/** Category lists, single categories, and the product lists grouped by category. */
export function invalidateCategories(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['vendor-categories'] }),
    client.invalidateQueries({ queryKey: ['category'] }),
    client.invalidateQueries({ queryKey: ['vendor-products'] }),
  ]);
}
