import { useQuery } from '@tanstack/react-query';
import { authEndpoints } from '@dripp/contract/endpoints/auth';
import { endpointQuery } from '../endpoints';
import { useSession } from '../session';

/**
 * The signed-in person's name as it is written on a record: their full name once it has loaded,
 * else their username (the session keeps only that).
 */
export function useSignedInName(): string | undefined {
  const { userName } = useSession();
  const user = useQuery({
    ...endpointQuery(authEndpoints.signedInUser, { params: { username: userName ?? '' } }, { notify: false }),
    enabled: Boolean(userName),
    staleTime: 30 * 60_000,
    retry: false,
  });
  return user.data?.user.name.trim() || userName;
}
