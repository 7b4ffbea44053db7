import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { storeDayEndpoints } from '@dripp/contract/endpoints/store-day';
import { endpointQuery } from '../../../lib/endpoints';

export const todayBoardQuery = () =>
  endpointQuery(storeDayEndpoints.today, {}, { fallback: t`Could not get the Today board` });

/** Today at every store the user may see, late and missed first; asked again each minute while the page is in view. */
export function useTodayBoard() {
  return useQuery({ ...todayBoardQuery(), refetchInterval: 60_000, refetchIntervalInBackground: false });
}
