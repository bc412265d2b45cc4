import { getPublishedAmbassadorScript } from "~/features/partners/ambassador/ambassador-admin.server";
import { appContext } from "~/server/context.server";
import type { Route } from "./+types/ambassador-embed";

/**
 * D8 (ADR 0401): the document of a partner's AI Ambassador. The public profile
 * shows it in `<iframe sandbox="allow-scripts allow-popups allow-forms">`
 * (no allow-same-origin), and this response also carries a CSP `sandbox`
 * directive, so even when opened directly the admin-pasted markup runs in an
 * opaque origin: no site cookies, no same-origin calls to the site's APIs.
 * Only completed requests of published profiles have a document; nothing
 * here is cached or shared between visitors.
 */

const SANDBOX = "allow-scripts allow-popups allow-forms";

function embedCsp(nonce: string) {
  return [
    "default-src 'none'",
    // Scripts run only through the nonce'd loader below ('strict-dynamic' trusts what it inserts).
    `script-src 'nonce-${nonce}' 'strict-dynamic' https: 'unsafe-inline'`,
    "style-src 'unsafe-inline' https:",
    "img-src https: data: blob:",
    "media-src https: data: blob: mediastream:",
    "font-src https: data:",
    "connect-src https: wss:",
    "frame-src https:",
    "worker-src https: blob:",
    "form-action https:",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'self'",
    `sandbox ${SANDBOX}`,
  ].join("; ");
}

const BASE_HEADERS = {
  "cache-control": "no-store, private",
  "x-robots-tag": "noindex, nofollow",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
};

/** JSON that can sit inside a <script> data block without closing it. */
function scriptSafeJson(value: unknown) {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * Inserts the markup, then re-creates each <script> in order (an external
 * script is awaited before the next one runs, as in a normal page), so that
 * the nonce'd loader is what starts them.
 */
const LOADER = `(function () {
  var markup = JSON.parse(document.getElementById("ambassador-markup").textContent || '""');
  var root = document.getElementById("ambassador-root");
  var template = document.createElement("template");
  template.innerHTML = markup;
  root.appendChild(template.content);
  var scripts = Array.prototype.slice.call(root.querySelectorAll("script"));
  function next(i) {
    if (i >= scripts.length) return;
    var old = scripts[i];
    var script = document.createElement("script");
    for (var k = 0; k < old.attributes.length; k++) script.setAttribute(old.attributes[k].name, old.attributes[k].value);
    if (old.src) {
      script.async = false;
      script.onload = script.onerror = function () { next(i + 1); };
      old.parentNode.replaceChild(script, old);
    } else {
      script.text = old.text;
      old.parentNode.replaceChild(script, old);
      next(i + 1);
    }
  }
  next(0);
})();`;

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const slug = params.slug ?? "";
  const script = slug.length <= 200 ? await getPublishedAmbassadorScript(ctx.db, slug) : null;
  if (!script) {
    return new Response("Ambassador non disponibile", {
      status: 404,
      headers: { ...BASE_HEADERS, "content-type": "text/plain; charset=utf-8" },
    });
  }
  const html = `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ambassador AI</title>
<style>html,body{margin:0;padding:0;background:transparent;font-family:system-ui,sans-serif;min-height:100%}</style>
</head>
<body>
<div id="ambassador-root"></div>
<script type="application/json" id="ambassador-markup">${scriptSafeJson(script)}</script>
<script nonce="${ctx.nonce}">${LOADER}</script>
</body>
</html>`;
  return new Response(html, {
    status: 200,
    headers: {
      ...BASE_HEADERS,
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": embedCsp(ctx.nonce),
    },
  });
}
