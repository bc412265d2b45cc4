/**
 * Public pages are complete server-rendered HTML; their JavaScript only adds
 * interactivity. React Router's <Scripts> makes the browser fetch every module
 * of the page at once (modulepreload links, an inline module script with static
 * imports), so ~110 KB of JavaScript competes with the stylesheet, the fonts and
 * the hero image for the first paint on a slow connection.
 *
 * This rewrite of the rendered document starts that JavaScript right after the
 * first paint instead (docs/decisions/0106):
 * - the modulepreload links are taken out of the document;
 * - the inline module script is kept inert (`type="text/plain"`, same text);
 * - a small inline loader, once the first contentful paint has been presented
 *   (at the latest after a few seconds), adds the modulepreload links
 *   back and swaps the inert script for a live module script with the same text
 *   and nonce. Hydration then runs as before.
 *
 * Documents without a React Router module script pass through unchanged.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const MODULE_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">/;
export const INERT_MODULE_ID = "rr-module";
/** Longest wait for the first paint before the scripts start anyway. */
const SAFETY_MS = 5000;

export function loadScriptsAfterFirstPaint(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const nonceAttribute = script[1] ?? "";
  const close = html.indexOf("</script>", script.index) + "</script>".length;
  // React hoists the preload links into <head>; only that part is searched.
  const headClose = html.indexOf("</head>");
  const headEnd = headClose === -1 || headClose > script.index ? script.index : headClose;
  const head = html.slice(0, headEnd);
  const hrefs: string[] = [];
  for (const match of head.matchAll(MODULE_PRELOAD)) hrefs.push(unescapeAttribute(match[1] ?? ""));
  const loader = `<script${nonceAttribute}>${loaderSource(hrefs)}</script>`;
  const inertScript = `<script${nonceAttribute} type="text/plain" id="${INERT_MODULE_ID}">`;
  return (
    head.replace(MODULE_PRELOAD, "") +
    html.slice(headEnd, script.index) +
    inertScript +
    html.slice(script.index + script[0].length, close) +
    loader +
    html.slice(close)
  );
}

function loaderSource(hrefs: string[]) {
  // JSON in an inline script: "<" is escaped so no href can close the element.
  const list = JSON.stringify(hrefs).replaceAll("<", "\\u003c");
  const id = JSON.stringify(INERT_MODULE_ID);
  // Starts once, after the first contentful paint has been presented (in a tab
  // opened in the background: when it is first shown). Without paint timing it
  // starts after the next frame; a timer makes sure it always starts. (The load
  // event is no signal: it often comes before the first paint.)
  return (
    // Issue 14: a tap on a link or a form before the scripts start is a navigation in
    // progress; React Router's start-up (history.replaceState) would cancel it. So the
    // scripts wait while the page is leaving (10 s at most; links and forms that download —
    // `download`, `data-download` — are no departure),
    // and a tap after they started but before hydration is replayed once it is done.
    "(function(){var started=false,leaving=false;function start(){if(started||leaving)return;started=true;" +
    `var s=document.getElementById(${id});if(!s)return;var n=s.nonce;` +
    `${list}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;document.head.appendChild(l)});` +
    'var m=document.createElement("script");m.type="module";m.nonce=n;m.text=s.text;s.replaceWith(m)}' +
    // A tap on a script-only button (type="button": dialogs, wizard steps, carousels) before
    // hydration starts the scripts at once and is replayed once hydrated (ADR 1401).
    "var root=document.documentElement;function held(e){var b=e.type==='click'&&e.target&&e.target.closest&&e.target.closest('button[type=button]');" +
    "if(!b||b.disabled||leaving||!root||root.hasAttribute('data-hydrated'))return false;e.preventDefault();start();var n=0;" +
    "(function replay(){if(root.hasAttribute('data-hydrated')){if(b.isConnected)b.click();return}if(++n>199)return;setTimeout(replay,50)})();return true}" +
    "function away(e){if(e.defaultPrevented||held(e))return;var t=e.type==='submit'?e.target:e.target&&e.target.closest&&e.target.closest('a[href]');" +
    "if(!t||(e.type==='click'&&(e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey||(t.target&&t.target!=='_self')||t.getAttribute('href').charAt(0)==='#'))||t.hasAttribute('download')||t.hasAttribute('data-download'))return;" +
    "if(!started){leaving=true;setTimeout(function(){leaving=false;start()},10000);return}" +
    // Started but not hydrated yet: the tap is held and replayed once React Router listens.
    "if(!root||root.hasAttribute('data-hydrated'))return;e.preventDefault();var s=e.submitter,n=0;" +
    "(function replay(){if(root.hasAttribute('data-hydrated')){if(e.type==='submit')t.requestSubmit(s||undefined);else t.click();return}" +
    "if(++n>100){if(e.type==='submit')t.submit();else location.href=t.href;return}setTimeout(replay,50)})()}" +
    "if(document.addEventListener){document.addEventListener('click',away);document.addEventListener('submit',away)}" +
    `setTimeout(start,${SAFETY_MS});` +
    'try{new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start)}}).observe({type:"paint",buffered:true})}' +
    "catch(e){requestAnimationFrame(function(){setTimeout(start)})}})()"
  );
}

function unescapeAttribute(value: string) {
  return value.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'");
}
