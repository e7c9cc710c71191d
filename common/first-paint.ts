/**
 * A prerendered page paints from its HTML alone; its scripts are asked for only after that first
 * paint (two animation frames), so they neither compete with the page's own bytes for the network
 * nor run before the visitor sees something. The entry and its chunks are named in
 * `<meta name="pawtrait-script">` / `<meta name="pawtrait-modulepreload">` tags, so the inline
 * script is the same text in every build and the Content-Security-Policy allows it by its hash.
 * A background tab (no animation frames) starts them within a second.
 */
export const START_SCRIPTS_AFTER_PAINT =
  '(function(){var d=document,done=0;function go(){if(done)return;done=1;' +
  'd.querySelectorAll(\'meta[name="pawtrait-modulepreload"]\').forEach(function(m){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=m.content;d.head.appendChild(l)});' +
  'd.querySelectorAll(\'meta[name="pawtrait-script"]\').forEach(function(m){var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=m.content;d.head.appendChild(s)})}' +
  'requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})});setTimeout(go,1000)})()';

/**
 * Rewrites a built page so its module scripts start after the first paint: Vite's entry
 * `<script type="module">` and `<link rel="modulepreload">` tags become meta tags read by the loader.
 */
export function startScriptsAfterPaint(html: string): string {
  let found = false;
  const out = html
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_tag, src: string) => {
      found = true;
      return `<meta name="pawtrait-script" content="${src}">`;
    })
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => `<meta name="pawtrait-modulepreload" content="${href}">`);
  if (!found) throw new Error('startScriptsAfterPaint: no module entry script in the page');
  return out.replace('</head>', `<script>${START_SCRIPTS_AFTER_PAINT}</script>\n  </head>`);
}
