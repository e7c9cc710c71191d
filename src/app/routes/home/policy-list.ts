import { lazy } from 'react';

// Each policy text is its own lazy part of the policies chunk.
const policy = (name: 'TermsOfService' | 'PrivacyPolicy' | 'ReturnsPolicy') =>
  lazy(async () => ({ default: (await import('../../../features/content/policies'))[name] }));

/** The footer's policies: title, body, and the full page where there is one. */
export const POLICIES = {
  terms: { title: 'Terms of Service', Body: policy('TermsOfService'), page: '/terms' },
  privacy: { title: 'Privacy Policy', Body: policy('PrivacyPolicy'), page: '/privacy' },
  returns: { title: 'Returns & Refunds', Body: policy('ReturnsPolicy'), page: undefined },
} as const;
export type PolicyKey = keyof typeof POLICIES;
