import type { RouteKey } from '../../common/contracts/routes';

/** The production build's reply check: none (see reply-check.ts). */
export function checkReply(_path: string, _route: RouteKey, _data: unknown): void {}
