import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { PermissionKey } from '@dripp/contract/permissions';
import { pageDay, today } from './format';
import { loadFailure, type Loadable, type LoadFailure } from './load-state';
import { useStorePage, type StorePage } from './store-page';

export interface StoreDay extends StorePage {
  /** The page's day as YYYY-MM-DD: the address's date when valid, else the store's today (spec 1 §2). */
  date: string;
  /** The store's today, in its time zone (the browser's until the store is known). */
  today: string;
  /** Chooses a store (remembered as the active store) and keeps the day. */
  changeStore: (storeId: number) => void;
  changeDate: (date: string) => void;
  /** The store whose day to load: null until it is known the user may view it. */
  loadStoreId: number | null;
  /** Names the store and day shown, so drafts of another day are not carried over. */
  dayKey: string;
  /** Builds the page's address for a store and day. */
  href: (store?: number | null, date?: string | null) => string;
  /** The store, day and pickers for <StorePageHeader {...day.header} />. */
  header: {
    permission: PermissionKey;
    storeId: number | null;
    onStoreChange: (storeId: number) => void;
    date: string;
    onDateChange: (date: string) => void;
    maxDate?: string;
  };
  /** Skeletons show while the stores load, or while the day's data loads for a chosen store. */
  isLoadingWith: (dataPending: boolean) => boolean;
  /**
   * The failed load of the stores or of the day's data, for <LoadFailed />: the page then shows
   * Retry instead of an empty day that could be saved over the real one.
   */
  failureWith: (data: Loadable) => LoadFailure | null;
}

function storeParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * The store and day of a per-store, per-date page (/…/{store}/{date}, both optional): read from the
 * address, with the date falling back to the store's today when missing or invalid (and to that
 * today when later, for a page that takes no future day).
 */
export function useStoreDay(
  permission: PermissionKey,
  href: (store?: number | null, date?: string | null) => string,
  options: { noFutureDays?: boolean } = {},
): StoreDay {
  const params = useParams();
  const navigate = useNavigate();
  const page = useStorePage(permission, storeParam(params.store));
  const { setStoreId, storeId } = page;
  const timeZone = page.store?.store.time_zone;
  const storeToday = today(timeZone);
  const maxDate = options.noFutureDays ? storeToday : undefined;
  const date = pageDay(params.date, timeZone, options.noFutureDays);

  const changeStore = useCallback(
    (id: number) => {
      setStoreId(id);
      navigate(href(id, date));
    },
    [setStoreId, navigate, href, date],
  );
  const changeDate = useCallback(
    (next: string) => {
      if (storeId != null) navigate(href(storeId, next));
    },
    [navigate, href, storeId],
  );

  return {
    ...page,
    date,
    today: storeToday,
    changeStore,
    changeDate,
    loadStoreId: page.canView && !page.isLoading ? storeId : null,
    dayKey: `${storeId}-${date}`,
    href,
    header: {
      permission,
      storeId,
      onStoreChange: changeStore,
      date,
      onDateChange: changeDate,
      ...(maxDate ? { maxDate } : {}),
    },
    isLoadingWith: (dataPending) => page.isLoading || (storeId != null && dataPending),
    failureWith: (data) => loadFailure(page.storesLoad, page.canView && !page.isLoading && storeId != null && data),
  };
}

/**
 * What was typed on a store day page and not saved yet: undefined when nothing was, or when the
 * page has moved to another store or day (`dayKey`), which starts clean.
 */
export function useDayDraft<T>(dayKey: string): [T | undefined, (draft: T) => void, () => void] {
  const [state, setState] = useState<{ key: string; draft: T } | null>(null);
  const draft = state?.key === dayKey ? state.draft : undefined;
  const setDraft = useCallback((next: T) => setState({ key: dayKey, draft: next }), [dayKey]);
  const clearDraft = useCallback(() => setState(null), []);
  return [draft, setDraft, clearDraft];
}

/**
 * Rewrites the address to the page's store and date once its data has loaded (spec 1 §2), without
 * a new history entry, so a reload or a shared link opens the same day.
 */
export function useRewriteAddress(loaded: boolean, { storeId, date, href }: StoreDay): void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!loaded || storeId == null) return;
    const target = href(storeId, date);
    if (pathname !== target) navigate(target, { replace: true });
  }, [loaded, storeId, date, href, pathname, navigate]);
}
