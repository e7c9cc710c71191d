import type { Config } from '../../config.js';
import type { FulfilmentPort } from './fulfilment.port.js';
import { createLocalLab } from './local-lab.js';
import { createPrintfulFulfilment } from './printful.js';

export function createFulfilment(config: Config): FulfilmentPort {
  const f = config.fulfilment;
  if (f.kind === 'printful')
    return createPrintfulFulfilment({
      apiKey: f.apiKey,
      apiUrl: f.apiUrl,
      variants: f.variants,
      webhookSecret: f.webhookSecret,
    });
  return createLocalLab({ stepSeconds: f.stepSeconds, publicUrl: config.publicUrl });
}
