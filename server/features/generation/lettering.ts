import sharp from 'sharp';

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/**
 * The white-background portrait: the cut-out pet centred on a white canvas with its name lettered
 * beneath in a serif face, with a thin rule — a clean studio print.
 */
export async function composeNamedPortrait(cutout: Buffer, petName: string, width: number, height: number): Promise<Buffer> {
  const nameBand = Math.round(height * 0.2);
  const art = await sharp(cutout)
    .resize(Math.round(width * 0.86), height - nameBand - Math.round(height * 0.06), { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer({ resolveWithObject: true });
  const fontSize = Math.round(Math.min(nameBand * 0.42, (width * 0.8) / Math.max(4, petName.length * 0.62)));
  const textY = height - Math.round(nameBand * 0.45);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <line x1="${width * 0.3}" y1="${height - nameBand + nameBand * 0.12}" x2="${width * 0.7}" y2="${height - nameBand + nameBand * 0.12}" stroke="#b08d57" stroke-width="${Math.max(2, width / 600)}"/>
    <text x="50%" y="${textY}" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-size="${fontSize}" letter-spacing="${fontSize * 0.08}" fill="#1c1917">${escapeXml(petName)}</text>
  </svg>`;
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([
      { input: art.data, left: Math.round((width - art.info.width) / 2), top: Math.round(height * 0.05) },
      { input: Buffer.from(svg), left: 0, top: 0 },
    ])
    .png()
    .toBuffer();
}
