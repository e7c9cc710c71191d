import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { proofMarkSvg } from './proof-mark.js';

describe("the proof's watermark (issue 36: the shop's name from the settings)", () => {
  it("reads PROOF and the owner's shop name, escaped, and stays a drawable SVG", async () => {
    const svg = proofMarkSvg(400, 800, 'Acme <&> "Pets"');
    expect(svg).toContain('>PROOF · Acme &lt;&amp;&gt; &quot;Pets&quot;</text>');
    expect(svg).not.toContain('Pawtrait');
    const drawn = await sharp(Buffer.from(svg)).png().toBuffer({ resolveWithObject: true });
    expect(drawn.info).toMatchObject({ width: 400, height: 800 });
  });
});
