import { randomInt } from 'node:crypto';
import type { FulfilmentPort } from './fulfilment.port.js';

/**
 * The built-in lab: accepts every order at once and, on a schedule of `stepSeconds` (jobs run by
 * the fulfilment service), ships it with a generated tracking number and delivers it. No network,
 * so the whole life of an order runs offline.
 */
export function createLocalLab(opts: { stepSeconds: number; publicUrl: string }): FulfilmentPort {
  return {
    kind: 'local',
    async submit(order) {
      return { providerOrderId: `lab_${order.externalId}` };
    },
    async cancel() {},
    lab: {
      stepSeconds: opts.stepSeconds,
      shipment: () => {
        const trackingNumber = `PLAB${Array.from({ length: 12 }, () => randomInt(10)).join('')}`;
        // The lab has no carrier site, so no tracking link (the order page shows the number and the state).
        return { carrier: 'Pawtrait Local Lab', trackingNumber, trackingUrl: '' };
      },
    },
  };
}
