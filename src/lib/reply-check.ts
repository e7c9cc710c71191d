import { routes, type RouteKey } from '../../common/contracts/routes';
import { ApiError } from './api-errors-base';

/**
 * Checks a reply against its route's contract; a break throws `CONTRACT` naming the route and the
 * field. Used in development, unit tests and the journeys' build; `vite build` swaps in
 * reply-check-off.ts (vite.config.ts) unless VITE_CHECK_REPLIES=1, so zod and the schemas stay out
 * of the shop's bundle.
 */
export function checkReply(path: string, route: RouteKey, data: unknown): void {
  const checked = routes[route].reply.safeParse(data);
  if (checked.success) return;
  const issue = checked.error.issues[0];
  const message = `The reply of ${path} breaks its contract '${route}': ${issue?.path.join('.') || '(root)'} ${issue?.message ?? ''}`;
  console.error(message, data);
  throw new ApiError(0, 'CONTRACT', message);
}
