import fs from 'node:fs';

/** CHROMIUM_PATH, Debian's /usr/bin/chromium, or a browser Playwright installed itself. */
export async function findChromium(): Promise<string | null> {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const c of candidates) if (c && fs.existsSync(c)) return c;
  try {
    const { chromium } = await import('playwright-core');
    const own = chromium.executablePath();
    if (own && fs.existsSync(own)) return own;
  } catch {
    /* no Playwright browser */
  }
  return null;
}
