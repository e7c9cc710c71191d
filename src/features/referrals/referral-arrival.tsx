import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { recordReferralClick } from './api/record-referral-click';
import { detectReferralSource } from './referral-source';

const REF_COOKIE_DAYS = 30;

function firstTimeThisSession(token: string) {
  const key = `ref_handled:${token}`;
  try {
    if (sessionStorage.getItem(key)) return false;
    sessionStorage.setItem(key, '1');
  } catch {
    /* storage blocked: still handle it; the server credits a link once anyway */
  }
  return true;
}

/**
 * Handles an invite link on arrival (docs/spec/commerce.md §4, Referral): once per session per token it records the
 * click (POST /api/referral-click) and remembers the ref in a cookie (sign-up clears it); every time
 * it cleans the address and lands the visitor on /welcome.
 */
export function ReferralArrival() {
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const token = params.get('ref')?.trim();
    if (!token) return;
    if (firstTimeThisSession(token)) {
      document.cookie = `ref=${encodeURIComponent(token)}; Max-Age=${REF_COOKIE_DAYS * 86400}; path=/; SameSite=Lax`;
      const source = detectReferralSource({
        source: params.get('source'),
        referrer: document.referrer,
        userAgent: navigator.userAgent,
      });
      void recordReferralClick({ token, source }).catch(() => {
        /* the visitor's welcome never depends on this call */
      });
    }
    void navigate('/welcome', { replace: true });
  }, [search, navigate]);
  return null;
}
