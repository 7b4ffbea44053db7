import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Overview, OverviewStore } from '@dripp/contract/overview';
import { i18n } from '../../i18n/i18n';
import { sortStores, type Sort } from './overview-measures';

/** What the stores are grouped by (decision 198): their franchisee, their region, or nothing. */
export const GROUPINGS = ['franchisee', 'region', 'none'] as const;
export type Grouping = (typeof GROUPINGS)[number];
export const GROUPING_LABELS: Record<Grouping, MessageDescriptor> = {
  franchisee: msg`Franchisee`,
  region: msg`Region`,
  none: msg`None`,
};

/** Stores given no region in the store admin: their group's key, named in the active language when shown. */
const NO_REGION = '';

/** The stores of one group, sorted; one untitled section when there is one group. */
export interface Section {
  key: string;
  title: string | null;
  /** The section's stores, though only the first few may be drawn. */
  total: number;
  stores: OverviewStore[];
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** The stores by region, A to Z, with the stores of no region last. */
function byRegion(stores: readonly OverviewStore[]): { key: string; name: string; store_ids: number[] }[] {
  const groups = new Map<string, number[]>();
  for (const store of stores) {
    const name = store.region?.trim() ?? NO_REGION;
    groups.set(name, [...(groups.get(name) ?? []), store.store_id]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => Number(a === NO_REGION) - Number(b === NO_REGION) || collator.compare(a, b))
    .map(([name, ids]) => ({
      key: `region:${name}`,
      name: name === NO_REGION ? i18n._(msg`No region`) : name,
      store_ids: ids,
    }));
}

export function sectionsOf(overview: Overview, sort: Sort, grouping: Grouping = 'franchisee'): Section[] {
  const groups = (
    grouping === 'none'
      ? []
      : grouping === 'region'
        ? byRegion(overview.stores)
        : overview.groups.map((group) => ({
            ...group,
            key: String(group.id ?? 'company'),
            // The stores of no franchisee: the server names them in English.
            name: group.id == null ? i18n._(msg`Company stores`) : group.name,
          }))
  ).filter((group) => group.store_ids.length > 0);
  if (groups.length <= 1) {
    return [{ key: 'all', title: null, total: overview.stores.length, stores: sortStores(overview.stores, sort) }];
  }
  const byId = new Map(overview.stores.map((store) => [store.store_id, store]));
  return groups.map((group) => {
    const stores = group.store_ids.map((id) => byId.get(id)).filter((s): s is OverviewStore => s != null);
    return { key: group.key, title: group.name, total: stores.length, stores: sortStores(stores, sort) };
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
