import { describe, expect, it } from 'vitest';
import { noticeEmail, type NoticeKind } from './order-notices.js';
import { NOTICE_KINDS } from '../../../common/contracts/order-life.js';

const SHOP = 'https://shop.example';
const PAGE = `${SHOP}/account/orders/PP-ABCD1234`;
const order = (trackingUrl = '') => ({
  id: 'PP-ABCD1234',
  items: [
    {
      artworkUrl: '/files/a.png',
      templateName: 'Royal Pet',
      size: 'medium',
      color: 'black',
      priceCents: 12900,
      mockupUrls: [],
    },
  ],
  contact: {
    email: 'pat@example.com',
    name: 'Pat Parent',
    phone: '',
    subscribe: false,
    address: { country: 'US', address1: '1 Main St', address2: '', city: 'Springfield', region: 'IL', zip: '62701' },
  },
  totalCents: 12900,
  proofDeadline: new Date('2026-11-28T10:28:05Z'),
  fulfilment: { carrier: 'USPS', trackingNumber: '9400100000000000000000', trackingUrl },
});
const links = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/#.*$/, ''));

describe('order e-mails', () => {
  it('item 10: every e-mail gives one link per destination', () => {
    for (const kind of NOTICE_KINDS as readonly NoticeKind[]) {
      for (const mail of [
        noticeEmail(kind, order() as never, SHOP, null),
        noticeEmail(kind, order('https://tools.usps.com/go/TrackConfirmAction?tLabels=94') as never, SHOP, null),
      ]) {
        const hrefs = links(mail.html!);
        expect(new Set(hrefs).size, `${kind}: ${hrefs.join(', ')}`).toBe(hrefs.length);
        const textLinks = [...mail.text.matchAll(/https:\/\/\S+/g)].map((m) => m[0].replace(/#.*$/, ''));
        expect(new Set(textLinks).size, `${kind}: ${textLinks.join(', ')}`).toBe(textLinks.length);
        expect(mail.text).not.toMatch(/See your order: .*\n.*Order page/);
      }
    }
  });

  it("item 10: the proof deadline reads in the shop's date format, not as an HTTP date", () => {
    const mail = noticeEmail('proof_ready', order() as never, SHOP, null);
    expect(mail.text).toContain('Nov 28, 2026, 10:28 AM UTC');
    expect(mail.text).not.toContain('GMT');
  });

  it('item 6: "Track your parcel" goes to the carrier, and is not offered when there is no tracking page', () => {
    const carrier = noticeEmail(
      'shipped',
      order('https://tools.usps.com/go/TrackConfirmAction?tLabels=94') as never,
      SHOP,
      null,
    );
    expect(carrier.text).toContain('Track your parcel: https://tools.usps.com/');
    expect(carrier.text).toContain(`Order page: ${PAGE}`);
    const lab = noticeEmail('shipped', order('') as never, SHOP, null);
    expect(lab.text).not.toContain('Track your parcel');
    expect(lab.text).toContain(`Follow your order: ${PAGE}`);
    expect(lab.text).toContain('9400100000000000000000');
  });
});
