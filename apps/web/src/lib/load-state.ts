import { ApiError } from './api-client';
import { clearErrorToasts } from './notify';

/** What a page needs of a query to tell a failed load from an empty record. */
export interface Loadable {
  isError: boolean;
  data?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A failed load: Retry repeats every query that failed. */
export interface LoadFailure {
  retry: () => void;
  retrying: boolean;
}

/**
 * The failure of a page's loads, or null when every load has data or is still on its way. A query
 * that failed but still holds earlier data is not a failure: what it shows is the real record.
 * Pass `false`/`null` for queries the page does not use in its current state.
 */
export function loadFailure(...queries: (Loadable | null | undefined | false)[]): LoadFailure | null {
  const failed = queries.filter((q): q is Loadable => !!q && q.isError && q.data === undefined);
  if (failed.length === 0) return null;
  return {
    // The old "Could not get …" toast goes; a new one comes if the retry fails too.
    retry: () => {
      clearErrorToasts();
      failed.forEach((q) => void q.refetch());
    },
    retrying: failed.some((q) => q.isFetching),
  };
}

/**
 * The server answered that the record does not exist (404), as opposed to a load that failed on
 * the way: the first is a not-found page, the second a failed load with Retry.
 */
export function notFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
