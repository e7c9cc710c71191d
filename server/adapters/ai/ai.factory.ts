import type { Config } from '../../config.js';
import type { AiPort } from './ai.port.js';
import { createLocalAi } from './local-ai.js';
import { createOpenAi } from './openai/openai-ai.js';

/** OpenAI when OPENAI_API_KEY is set, otherwise the built-in offline painter. */
export function createAi(config: Config): AiPort {
  return config.ai.kind === 'openai' ? createOpenAi(config.ai) : createLocalAi();
}
