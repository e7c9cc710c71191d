/**
 * Where this node is in its life: 'starting' until every dependency is open (and its workers run,
 * when it has them), 'ready' while it serves, 'draining' from SIGTERM until it exits.
 */
export type Lifecycle = { phase: 'starting' | 'ready' | 'draining' };
export const createLifecycle = (): Lifecycle => ({ phase: 'starting' });
