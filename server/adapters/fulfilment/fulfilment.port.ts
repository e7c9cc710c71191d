/**
 * The fulfilment port: where an approved print goes to be made and shipped. The built-in local lab
 * (default) and Printful implement it. A provider reports progress as ProviderEvents (Printful's
 * signed webhooks; the local lab's scheduled steps), which the fulfilment service applies.
 */
export type PrintRecipient = {
  name: string;
  email: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  stateCode: string;
  countryCode: string;
  zip: string;
};
export type PrintItem = {
  name: string;
  size: string;
  color: string;
  quantity: number;
  /** A signed link to the full-resolution print file. */ fileUrl: string;
};
/** `externalId` is our order id: a second submission of the same order finds the first one. */
export type PrintOrder = { externalId: string; recipient: PrintRecipient; items: PrintItem[] };
export type Shipment = { carrier: string; trackingNumber: string; trackingUrl: string };

export type ProviderEventKind = 'shipped' | 'delivered' | 'failed' | 'cancelled';
export type ProviderEvent = {
  /** Stable per delivery: the same webhook delivered twice carries the same id. */
  eventId: string;
  kind: ProviderEventKind;
  externalId: string;
  providerOrderId?: string;
  shipment?: Shipment;
  reason?: string;
};

export interface FulfilmentPort {
  readonly kind: 'local' | 'printful';
  /** Creates (or finds, by externalId) the provider's order and confirms it for production. */
  submit(order: PrintOrder): Promise<{ providerOrderId: string }>;
  /** Asks the provider to stop an order that was submitted (admin cancel before shipping). */
  cancel(providerOrderId: string): Promise<void>;
  /** Printful: verifies a signed webhook (throws on a bad signature); null = an event we do not use. */
  verifyWebhook?(rawBody: Buffer, signature: string | undefined): ProviderEvent | null;
  /** The local lab: seconds between its steps, and the shipment it "sends". */
  readonly lab?: { stepSeconds: number; shipment(externalId: string): Shipment };
}
