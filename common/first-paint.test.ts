import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { START_SCRIPTS_AFTER_PAINT, startScriptsAfterPaint } from './first-paint';
import { computeSecurityHeaders } from '../server/http/security-headers';

const BUILT = `<html lang="en" class="web-fonts"><head>
<script type="module" crossorigin src="/assets/index-a.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-b.js">
<link rel="preload" as="font" type="font/woff2" href="/assets/inter-c.woff2" crossorigin="">
</head><body><div id="root"></div></body></html>`;

describe('scripts that start after the first paint', () => {
  it('names the entry and its chunks for the loader; the web fonts wait for its class', () => {
    const html = startScriptsAfterPaint(BUILT);
    expect(html).toContain('<meta name="pawtrait-script" content="/assets/index-a.js">');
    expect(html).toContain('<meta name="pawtrait-modulepreload" content="/assets/react-b.js">');
    expect(html).toMatch(/^<html lang="en"><head>/);
    expect(html).not.toContain('as="font"');
    expect(START_SCRIPTS_AFTER_PAINT).toContain('classList.add("web-fonts")');
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(html).toContain(`<script>${START_SCRIPTS_AFTER_PAINT}</script>\n  </head>`);
  });

  it('refuses a page without an entry script (a build that changed its tags would otherwise never start)', () => {
    expect(() => startScriptsAfterPaint('<html><head></head><body></body></html>')).toThrow(/no module entry script/);
  });

  it('the Content-Security-Policy allows exactly this inline script', () => {
    const hash = createHash('sha256').update(START_SCRIPTS_AFTER_PAINT).digest('base64');
    const csp = computeSecurityHeaders()['content-security-policy']!;
    expect(csp).toMatch(new RegExp(`script-src [^;]*'sha256-${hash.replace(/[+/=]/g, '\\$&')}'`));
    expect(csp).not.toContain("'unsafe-inline' https://js.stripe.com");
  });
});
