import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { POLICY_CONTACT } from './policy-contact';

export { POLICY_CONTACT };
export const POLICY_EFFECTIVE_DATE = 'November 1, 2026';

type Level = 'h2' | 'h3';
type PolicyProps = { level?: Level };

function Section({ level: H, title, id, children }: { level: Level; title: string; id?: string; children: ReactNode }) {
  return (
    <section id={id} className="scroll-mt-24">
      <H className={`font-display font-semibold text-ink ${H === 'h2' ? 'text-2xl' : 'text-lg'}`}>{title}</H>
      <div className="mt-3 space-y-3 leading-relaxed text-stone-700">{children}</div>
    </section>
  );
}

const Mail = () => (
  <a
    href={`mailto:${POLICY_CONTACT}`}
    className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600"
  >
    {POLICY_CONTACT}
  </a>
);

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600';

function Policy({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div data-testid={testId} className="space-y-8">
      <p className="text-sm text-stone-500">Effective date: {POLICY_EFFECTIVE_DATE}</p>
      {children}
    </div>
  );
}

export function TermsOfService({ level = 'h3' }: PolicyProps) {
  return (
    <Policy testId="terms-of-service">
      <Section level={level} title="Using Pawtrait Studio">
        <p>
          These terms apply to everyone who visits pawtrait.studio, creates an account, generates artwork or places an
          order. By using the studio you agree to them.
        </p>
        <p>
          You must be at least 18 years old to create an account or buy from us. If you are younger, you may use the
          studio only with the consent and supervision of a parent or legal guardian who agrees to these terms on your
          behalf.
        </p>
      </Section>
      <Section level={level} title="Accounts and tokens">
        <p>
          New accounts receive 5 free tokens. Each AI generation or edit uses 1 token. Tokens can be bought or earned by
          sharing your invite link; they have no cash value and cannot be transferred or exchanged for money.
        </p>
      </Section>
      <Section level={level} title="Your photos and portraits">
        <p>
          You keep every right you have in the photos you upload. You give us permission to store and process them only
          to create your artwork and fulfil your orders. Please upload only photos you own or may use.
        </p>
        <p>
          Portraits you create are yours for personal use — print them, share them, gift them. AI results can differ
          from what you expect, so review each image before you order it.
        </p>
      </Section>
      <Section level={level} title="Prices, orders and payment">
        <p>
          All prices are shown and charged in US dollars (USD). Framed prints ship free. Payment is taken when you place
          an order and is processed securely by our payment provider; we never see or store your full card number.
        </p>
        <p>
          Returns and refunds follow our Returns &amp; Refunds policy: physical items damaged in transit can be replaced
          or refunded if you contact us within 7 days of delivery, and digital files are non-refundable.
        </p>
      </Section>
      <Section level={level} title="Governing law">
        <p>
          These terms are governed by the laws of the State of Delaware, USA, without regard to its conflict-of-law
          rules. If any part of these terms is found unenforceable, the rest remains in effect.
        </p>
      </Section>
      <Section level={level} title="Contact">
        <p>
          Questions about these terms? Write to <Mail />. Our{' '}
          <Link to="/privacy" className={linkClass}>
            Privacy Policy
          </Link>{' '}
          explains how we handle your data.
        </p>
      </Section>
    </Policy>
  );
}

export function PrivacyPolicy({ level = 'h3' }: PolicyProps) {
  return (
    <Policy testId="privacy-policy">
      <Section level={level} title="What we collect">
        <p>
          We collect what we need to run the studio: your name and email address, the pet photos you upload, the
          portraits you generate, your token balance, and — when you order a print — your shipping address and order
          details. Card payments are handled by our payment provider; we do not store card numbers.
        </p>
      </Section>
      <Section level={level} title="How we use it">
        <p>
          We use your information to create your artwork, deliver your orders, keep your account secure and send you
          emails about your account and orders. We do not sell your personal information, and we do not share it for
          advertising.
        </p>
        <p>
          Unsaved images in your library are deleted automatically 30 days after they are created. You can delete any
          image at any time, and you can ask us to delete your account and its data.
        </p>
      </Section>
      <Section level={level} title="Children's privacy">
        <p>
          Pawtrait Studio is not directed at children under 13, and we do not knowingly collect personal information
          from children under 13. If you believe a child under 13 has given us personal information, contact us and we
          will delete it promptly. Users under 18 may use the studio only with a parent's or guardian's consent.
        </p>
      </Section>
      <Section level={level} title="Your California privacy rights" id="california">
        <p>
          If you live in California, the California Consumer Privacy Act (as amended by the CPRA) gives you the right to
          know what personal information we collect, use and disclose; to request a copy of it; to have it corrected or
          deleted; and to opt out of its sale or sharing. We do not sell or share personal information.
        </p>
        <p>
          We will not treat you differently for exercising these rights. To make a request, email <Mail /> from the
          address on your account; an authorized agent may make a request for you with your written permission. We
          verify each request and reply within 45 days.
        </p>
      </Section>
      <Section level={level} title="Contact">
        <p>
          Questions or requests about your privacy? Write to <Mail />.
        </p>
      </Section>
    </Policy>
  );
}

export function ReturnsPolicy({ level = 'h3' }: PolicyProps) {
  return (
    <Policy testId="returns-policy">
      <Section level={level} title="Made to order">
        <p>
          Every portrait is created and framed just for you, so we accept returns only for items damaged in transit. We
          cannot accept returns for a change of mind or a different choice of size or colour.
        </p>
      </Section>
      <Section level={level} title="Damaged in transit">
        <p>
          If your print arrives damaged, email <Mail /> within 7 days of delivery with your order number and a photo of
          the damaged item and its packaging. Once we review your claim we will send a free replacement or refund the
          item in full — your choice.
        </p>
        <p>Refunds go back to your original payment method in US dollars (USD), usually within 5–10 business days.</p>
      </Section>
      <Section level={level} title="Digital files">
        <p>
          Digital downloads are delivered instantly and are non-refundable. Tokens used for AI generations or edits are
          also non-refundable, so please review your artwork before you buy.
        </p>
      </Section>
    </Policy>
  );
}
