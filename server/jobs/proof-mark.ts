const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * The watermark over a proof (`width` x `height` px): "PROOF · <shop>" repeated diagonally. `shop` is the name in the
 * live settings, the owner's own text: escaped for the SVG.
 */
export function proofMarkSvg(width: number, height: number, shop: string): string {
  const step = Math.max(120, Math.round(height / 4));
  const text = `PROOF · ${shop}`.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);
  const marks: string[] = [];
  for (let y = -height; y < 2 * height; y += step) {
    for (let x = -width; x < 2 * width; x += step * 2) {
      marks.push(`<text x="${x}" y="${y}" transform="rotate(-30 ${x} ${y})">${text}</text>`);
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><g ` +
    `font-family="sans-serif" font-weight="700" font-size="${Math.round(step / 4)}" ` +
    `fill="#ffffff" fill-opacity="0.45" stroke="#000000" stroke-opacity="0.25" ` +
    `stroke-width="1">${marks.join('')}</g></svg>`
  );
}
