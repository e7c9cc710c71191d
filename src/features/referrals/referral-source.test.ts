import { describe, expect, it } from 'vitest';
import { detectReferralSource } from './referral-source';

describe('detectReferralSource', () => {
  it('prefers the source query value when it names a known source', () => {
    expect(detectReferralSource({ source: 'Instagram', referrer: 'https://facebook.com/' })).toBe('instagram');
    expect(detectReferralSource({ source: 'twitter' })).toBe('x');
    expect(detectReferralSource({ source: 'tiktok', referrer: 'https://t.co/abc' })).toBe('x');
  });

  it('falls back to the referrer, then the in-app browser user agent', () => {
    expect(detectReferralSource({ referrer: 'https://l.facebook.com/l.php?u=x' })).toBe('facebook');
    expect(detectReferralSource({ referrer: 'https://www.instagram.com/' })).toBe('instagram');
    expect(detectReferralSource({ referrer: 'https://x.com/someone' })).toBe('x');
    expect(detectReferralSource({ userAgent: 'Mozilla/5.0 (iPhone) [FBAN/FBIOS;FBAV/400.0]' })).toBe('facebook');
    expect(detectReferralSource({ userAgent: 'Mozilla/5.0 (iPhone) Instagram 300.0' })).toBe('instagram');
    expect(
      detectReferralSource({ referrer: 'https://notfacebook.com.evil.example/', userAgent: 'Mozilla/5.0 Chrome/120' }),
    ).toBe('unknown');
    expect(detectReferralSource({ referrer: 'not a url' })).toBe('unknown');
  });
});
