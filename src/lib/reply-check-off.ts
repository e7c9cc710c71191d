import type { ReplyKey } from './reply-schemas';

/** The production build's reply check: none (see reply-check.ts). */
export function checkReply(_path: string, _key: ReplyKey, _data: unknown): void {}
