import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useSession } from './session';

/** The signed-in user's record (tokens, referral token, admin flag); undefined while unknown. */
export function useMe() {
  const session = useSession();
  const userId = session.data?.user.id;
  const me = useQuery({
    queryKey: ['me', userId],
    queryFn: () => api('/api/me', { reply: 'me' }),
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
    queryKey: ['config'],
    queryFn: () => api('/api/config', { reply: 'config' }),
    staleTime: Infinity,
  });
}
