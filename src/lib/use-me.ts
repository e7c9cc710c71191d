import { useQuery } from '@tanstack/react-query';
import { request } from './api-client';
import { queryKeys } from './query-keys';
import { useSession } from './session';

/** The signed-in user's record (tokens, referral token, admin flag); undefined while unknown. */
export function useMe() {
  const session = useSession();
  const userId = session.data?.user.id;
  const me = useQuery({
    queryKey: queryKeys.me.user(userId),
    queryFn: () => request('GET /api/me'),
    enabled: Boolean(userId),
    staleTime: 30_000,
  });
  return {
    session,
    signedIn: Boolean(userId),
    authLoading: session.isPending,
    me: userId ? me.data : undefined,
    meQuery: me,
  };
}

export function usePublicConfig() {
  return useQuery({
    queryKey: queryKeys.config.all,
    queryFn: () => request('GET /api/config'),
    staleTime: Infinity,
  });
}
