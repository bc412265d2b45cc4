/** A self-contained Italian error page for failures outside React (503/500). */
export function statusPage(status: number, title: string, message: string) {
  const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · Atlante</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:Georgia,serif;background:#f7f3ec;color:#1d2433}main{max-width:32rem;padding:2rem;text-align:center}p.code{letter-spacing:.3em;color:#8a5a2b;font:600 .8rem system-ui,sans-serif}h1{font-size:2rem;margin:.5rem 0 1rem}a{color:#1d2433}</style></head><body><main><p class="code">ERRORE ${status}</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">Torna alla home</a></p></main></body></html>`;
}
