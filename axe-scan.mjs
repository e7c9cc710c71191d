import { chromium } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
const base = process.argv[2];
const routes = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [390, 1440]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  for (const r of routes) {
    await page.goto(base + r, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const res = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const bad = res.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    for (const v of bad) console.log(width, r, v.id, v.impact, v.nodes.length, v.nodes.slice(0, 4).map((n) => n.target.join(' ') + ' :: ' + (n.any[0]?.message ?? '').slice(0, 120)).join(' | '));
    if (!bad.length) console.log(width, r, 'ok');
  }
  await ctx.close();
}
await browser.close();
