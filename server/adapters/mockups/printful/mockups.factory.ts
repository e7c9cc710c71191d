import type { Config } from '../../../config.js';
import type { Storage } from '../../storage/storage.port.js';
import type { MockupsPort } from '../mockups.port.js';
import { createLocalMockups } from '../local-mockups.js';
import { createPrintfulMockups } from './printful-mockups.js';

/** Printful when PRINTFUL_API_KEY is set, otherwise the built-in framing engine. */
export function createMockups(config: Config, storage: Storage): MockupsPort {
  if (config.mockups.kind === 'printful')
    return createPrintfulMockups({ ...config.mockups, publicUrl: config.publicUrl, storage });
  return createLocalMockups();
}
