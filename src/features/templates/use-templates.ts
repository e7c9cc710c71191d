import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Template } from '../../../common/contracts/templates';
import { api } from '../../lib/api-client';

/** Every visible template, in display order. The live event stream invalidates ['templates']. */
export function useTemplates() {
  return useQuery({
    queryKey: ['templates'],
    queryFn: () => api('/api/templates', { reply: 'templates' }).then((r) => r.templates),
    staleTime: 60_000,
  });
}

/**
 * One template by id, loaded from the server (so a direct URL works). While it loads, `initial`
 * (e.g. from navigation state) or the copy in the cached list is shown, so there is no flash.
 */
export function useTemplate(id: string | undefined, initial?: Template) {
  const queryClient = useQueryClient();
  const cached = queryClient.getQueryData<Template[]>(['templates'])?.find((t) => t.id === id);
  return useQuery({
    queryKey: ['templates', id],
    queryFn: () => api(`/api/templates/${encodeURIComponent(id ?? '')}`, { reply: 'template' }),
    enabled: Boolean(id),
    placeholderData: initial && initial.id === id ? initial : cached,
    retry: (count, err) => (err as { status?: number }).status !== 404 && count < 1,
    staleTime: 60_000,
  });
}
