/**
 * The policies as the demo shop ships them, in Markdown (the owner edits them in the admin desk; the
 * SPA renders them with src/lib/markdown.tsx: no raw HTML, links only to http(s), mailto and this shop).
 * `{shop_name}` and `{support_email}` stand for the settings of the same name.
 */

export const DEFAULT_TERMS = `Effective date: November 1, 2026

## Using {shop_name}

These terms apply to everyone who visits pawtrait.studio, creates an account, generates artwork or places an
order. By using the studio you agree to them.

You must be at least 18 years old to create an account or buy from us. If you are younger, you may use the
studio only with the consent and supervision of a parent or legal guardian who agrees to these terms on your
behalf.

## Accounts and tokens

New accounts receive 5 free tokens. Each AI generation or edit uses 1 token. Tokens can be bought or earned by
sharing your invite link; they have no cash value and cannot be transferred or exchanged for money.

## Your photos and portraits

You keep every right you have in the photos you upload. You give us permission to store and process them only to
create your artwork and fulfil your orders. Please upload only photos you own or may use.

Portraits you create are yours for personal use — print them, share them, gift them. AI results can differ from
what you expect, so review each image before you order it.

## Prices, orders and payment

All prices are shown and charged in US dollars (USD). Framed prints ship free. Payment is taken when you place
an order and is processed securely by our payment provider; we never see or store your full card number.

Returns and refunds follow our Returns & Refunds policy: physical items damaged in transit can be replaced or
refunded if you contact us within 7 days of delivery, and digital files are non-refundable.

## Governing law

These terms are governed by the laws of the State of Delaware, USA, without regard to its conflict-of-law rules.
If any part of these terms is found unenforceable, the rest remains in effect.

## Contact

Questions about these terms? Write to {support_email}. Our [Privacy Policy](/privacy) explains how we handle
your data.
`;

export const DEFAULT_PRIVACY = `Effective date: November 1, 2026

## What we collect

We collect what we need to run the studio: your name and email address, the pet photos you upload, the portraits
you generate, your token balance, and — when you order a print — your shipping address and order details. Card
payments are handled by our payment provider; we do not store card numbers.

## How we use it

We use your information to create your artwork, deliver your orders, keep your account secure and send you
emails about your account and orders. We do not sell your personal information, and we do not share it for
advertising.

Unsaved images in your library are deleted automatically 30 days after they are created. You can delete any
image at any time, and you can ask us to delete your account and its data.

## Children's privacy

{shop_name} is not directed at children under 13, and we do not knowingly collect personal information from
children under 13. If you believe a child under 13 has given us personal information, contact us and we will
delete it promptly. Users under 18 may use the studio only with a parent's or guardian's consent.

## Your California privacy rights {#california}

If you live in California, the California Consumer Privacy Act (as amended by the CPRA) gives you the right to
know what personal information we collect, use and disclose; to request a copy of it; to have it corrected or
deleted; and to opt out of its sale or sharing. We do not sell or share personal information.

We will not treat you differently for exercising these rights. To make a request, email {support_email} from the
address on your account; an authorized agent may make a request for you with your written permission. We verify
each request and reply within 45 days.

## Contact

Questions or requests about your privacy? Write to {support_email}.
`;

export const DEFAULT_RETURNS = `Effective date: November 1, 2026

## Made to order

Every portrait is created and framed just for you, so we accept returns only for items damaged in transit. We
cannot accept returns for a change of mind or a different choice of size or colour.

## Damaged in transit

If your print arrives damaged, email {support_email} within 7 days of delivery with your order number and a
photo of the damaged item and its packaging. Once we review your claim we will send a free replacement or refund
the item in full — your choice.

Refunds go back to your original payment method in US dollars (USD), usually within 5–10 business days.

## Digital files

Digital downloads are delivered instantly and are non-refundable. Tokens used for AI generations or edits are
also non-refundable, so please review your artwork before you buy.
`;
