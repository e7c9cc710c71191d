import fs from 'node:fs';
import path from 'node:path';

/** Written by the build beside index.html (vite.config.ts): `production` or `development`. */
export const BUILD_MODE_FILE = '.build-mode';

/**
 * Why a production server must not serve the SPA in `distDir`, or null when it may: a development
 * build ships React's development code (larger, slower), and a folder that does not say how it was
 * built may be one. No SPA at all is not this check's business (the SPA routes warn about it).
 */
export function productionBuildProblem(distDir: string): string | null {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) return null;
  let mode: string;
  try {
    mode = fs.readFileSync(path.join(distDir, BUILD_MODE_FILE), 'utf8').trim();
  } catch {
    return (
      `Refusing to start: ${distDir} does not record the mode it was built in (${BUILD_MODE_FILE}), ` +
      'so it may be a development build. Build it for production first: `npm run build`, then start again.'
    );
  }
  if (mode === 'production') return null;
  return (
    `Refusing to start: ${distDir} holds a ${mode} build of the shop (React's development code), ` +
    'not fit to serve in production. Build it for production first: `npm run build` ' +
    '(without NODE_ENV=development), then start again.'
  );
}
