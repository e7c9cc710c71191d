/**
 * A prerendered page paints from its HTML alone; its web fonts (the `web-fonts` class, src/index.css),
 * the pictures its scripts will show (`<meta name="pawtrait-image">`, preloaded with high priority)
 * and its scripts are asked for only after that first paint, and after the page's high-priority
 * picture (its largest paint) has loaded, so they neither compete with the page's own bytes for the
 * network nor run before the visitor sees the page. The
 * entry and its chunks are named in `<meta name="pawtrait-script">` / `<meta name="pawtrait-modulepreload">`
 * tags, so the inline script is the same text in every build and the Content-Security-Policy allows
 * it by its hash. They start within 3 s whatever happens (a background tab paints no frames).
 */
export const START_SCRIPTS_AFTER_PAINT =
  '(function(){var d=document,done=0,left=2,w=window;' +
  // A button or link of the shop pressed before the SPA has started (React has committed its first render and the
  // session is known), or before React has hydrated it, is held and pressed again once both hold
  // (src/lib/early-clicks.ts), so a link keeps what the SPA sends with it and a press is not taken for a visitor's. A
  // node hydrated but not yet committed already carries its props: that alone does not let a press through (React
  // drops it if its render then waits). A held link is followed as a plain link if the SPA has not started 5 s
  // later. New tabs, downloads, anchors and other sites are left alone.
  'var q=w.__pawtraitEarlyClicks=[];function ready(el){for(var k in el)if(k.indexOf("__reactProps$")===0)return true;return false}' +
  // A file chosen before the SPA has started is kept by its drop zone's test id: should React render the page afresh,
  // the new drop zone takes it (src/lib/early-files.ts).
  'var F=w.__pawtraitEarlyFiles={};d.addEventListener("change",function(e){var t=e.target,z;' +
  'if(!w.__pawtraitReplay&&t&&t.type==="file"&&t.files&&t.files.length&&(z=t.closest("[data-testid]")))' +
  'F[z.getAttribute("data-testid")]=t.files},true);' +
  'd.addEventListener("click",function(e){if(e.defaultPrevented||!e.isTrusted)return;' +
  'var t=e.target,b=t&&t.closest&&t.closest("button,a[href]");if(!b||(w.__pawtraitReplay&&ready(b)))return;var a=b.tagName==="A";' +
  'if(a&&(e.metaKey||e.ctrlKey||e.shiftKey||e.altKey||(b.target&&b.target!=="_self")||b.hasAttribute("download")||' +
  'b.origin!==location.origin||b.getAttribute("href").charAt(0)==="#"))return;' +
  'e.preventDefault();e.stopPropagation();if(q.indexOf(b)<0)q.push(b);if(w.__pawtraitReplay)w.__pawtraitReplay();' +
  'else if(a)setTimeout(function(){if(!w.__pawtraitReplay)location.assign(b.href)},5000)},true);' +
  'function go(){if(done)return;done=1;d.documentElement.classList.add("web-fonts");' +
  'd.querySelectorAll(\'meta[name="pawtrait-image"]\').forEach(function(m){var l=d.createElement("link");' +
  'l.rel="preload";l.as="image";l.fetchPriority="high";if(m.dataset.srcset){l.imageSrcset=m.dataset.srcset;' +
  'l.imageSizes=m.dataset.sizes||""}l.href=m.content;d.head.appendChild(l)});' +
  'd.querySelectorAll(\'meta[name="pawtrait-modulepreload"]\').forEach(function(m){var l=d.createElement("link");' +
  'l.rel="modulepreload";l.crossOrigin="";l.href=m.content;d.head.appendChild(l)});' +
  'd.querySelectorAll(\'meta[name="pawtrait-script"]\').forEach(function(m){var s=d.createElement("script");' +
  's.type="module";s.crossOrigin="";s.src=m.content;d.head.appendChild(s)})}' +
  // Both the first contentful paint and the high-priority pictures, then one more frame for those pictures.
  'function one(){if(--left===0)requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}' +
  'var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){' +
  'var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();one()}});' +
  'o.observe({type:"paint",buffered:true})}else one();' +
  'function pictures(){var n=1;function p(){if(--n===0)one()}' +
  'd.querySelectorAll(\'img[fetchpriority="high"]\').forEach(function(i){' +
  'if(!i.complete){n++;i.addEventListener("load",p);i.addEventListener("error",p)}});p()}' +
  'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",pictures);else pictures();setTimeout(go,3000)})()';

/**
 * Rewrites a built page so its fonts and module scripts start after the first paint: Vite's entry
 * `<script type="module">` and `<link rel="modulepreload">` tags become meta tags read by the loader,
 * the font preloads go (the loader's `web-fonts` class asks for the fonts).
 */
export function startScriptsAfterPaint(html: string): string {
  let found = false;
  const out = html
    .replace('<html lang="en" class="web-fonts">', '<html lang="en">')
    .replace(/\s*<link rel="preload" as="font"[^>]*>/g, '')
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_tag, src: string) => {
      found = true;
      return `<meta name="pawtrait-script" content="${src}">`;
    })
    .replace(
      /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
      (_tag, href: string) => `<meta name="pawtrait-modulepreload" content="${href}">`,
    );
  if (!found) throw new Error('startScriptsAfterPaint: no module entry script in the page');
  return out.replace('</head>', `<script>${START_SCRIPTS_AFTER_PAINT}</script>\n  </head>`);
}
