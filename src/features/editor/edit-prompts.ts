// Kept only for server/adapters/ai/local/vocabulary.test.ts, which imports this path (server/ is out of
// this change's reach); the SPA imports src/features/generation/edit-prompts.ts.
export * from '../generation/edit-prompts';
