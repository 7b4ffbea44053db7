import type { Overview, OverviewStore } from '@dripp/contract/overview';
import { sortStores, type Sort } from './overview-measures';

/** The stores of one franchisee (or of the company), sorted; one untitled section when there is one group. */
export interface Section {
  key: string;
  title: string | null;
  /** The section's stores, though only the first few may be drawn. */
  total: number;
  stores: OverviewStore[];
}

export function sectionsOf(overview: Overview, sort: Sort): Section[] {
  const groups = overview.groups.filter((group) => group.store_ids.length > 0);
  if (groups.length <= 1) {
    return [{ key: 'all', title: null, total: overview.stores.length, stores: sortStores(overview.stores, sort) }];
  }
  const byId = new Map(overview.stores.map((store) => [store.store_id, store]));
  return groups.map((group) => {
    const stores = group.store_ids.map((id) => byId.get(id)).filter((s): s is OverviewStore => s != null);
    return {
      key: String(group.id ?? 'company'),
      title: group.name,
      total: stores.length,
      stores: sortStores(stores, sort),
    };
  });
}

/** The first `limit` stores across the sections: a chain of hundreds is drawn a page at a time. */
export function firstStores(sections: Section[], limit: number): Section[] {
  const shown: Section[] = [];
  let left = limit;
  for (const section of sections) {
    if (left <= 0) break;
    shown.push({ ...section, stores: section.stores.slice(0, left) });
    left -= section.stores.length;
  }
  return shown;
}
