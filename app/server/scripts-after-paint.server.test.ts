import { describe, expect, it } from "vitest";
import { INERT_MODULE_ID, loadScriptsAfterFirstPaint } from "./scripts-after-paint.server";

// The shape React Router's <Scripts> renders (links hoisted into <head> by React).
const page = (nonce = ' nonce="abc"') =>
  "<!DOCTYPE html><html><head>" +
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  `<link rel="modulepreload" href="/assets/entry.client.js"${nonce}/>` +
  `<link rel="modulepreload" href="/assets/shell.js"${nonce}/>` +
  "</head><body><main>Contenuto</main>" +
  `<script${nonce}>window.__reactRouterContext = {};</script>` +
  `<script${nonce} type="module" async="">;\nimport * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script>` +
  `<script${nonce}>window.__reactRouterContext.streamController.close();</script>` +
  "</body></html>";

describe("loadScriptsAfterFirstPaint", () => {
  it("removes the module preloads and keeps the module script inert with its text and nonce", () => {
    const html = loadScriptsAfterFirstPaint(page());
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script nonce="abc" type="module"');
    expect(html).toContain(
      `<script nonce="abc" type="text/plain" id="${INERT_MODULE_ID}">;\nimport * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script>`,
    );
    // Everything else is untouched, in order.
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/></head>',
    );
    expect(html.indexOf("window.__reactRouterContext = {}")).toBeLessThan(html.indexOf(INERT_MODULE_ID));
    expect(html).toMatch(/streamController\.close\(\);<\/script><\/body><\/html>$/);
  });

  it("adds one loader after the inert script that restores the preloads after the next frame", () => {
    const html = loadScriptsAfterFirstPaint(page());
    const loader = html.match(/<\/script><script nonce="abc">(requestAnimationFrame[^<]*)<\/script>/)?.[1];
    expect(loader).toBeDefined();
    expect(loader).toContain('["/assets/entry.client.js","/assets/shell.js"]');
    expect(loader).toContain('m.type="module"');
    expect(html.match(/requestAnimationFrame/g)).toHaveLength(1);
  });

  it("runs in a document: after a frame the live module script and the preloads are in place", async () => {
    const html = loadScriptsAfterFirstPaint(page());
    const loader = html.match(/<script nonce="abc">(requestAnimationFrame[^<]*)<\/script>/)?.[1] ?? "";
    const head: { rel: string; href: string; nonce: string }[] = [];
    const inert = { nonce: "abc", text: 'import("/x.js")', replacedBy: null as unknown };
    const documentStub = {
      getElementById: (id: string) =>
        id === INERT_MODULE_ID
          ? {
              ...inert,
              replaceWith: (node: unknown) => {
                inert.replacedBy = node;
              },
            }
          : null,
      createElement: () => ({}) as Record<string, string>,
      head: { appendChild: (node: { rel: string; href: string; nonce: string }) => head.push(node) },
    };
    const frames: (() => void)[] = [];
    new Function("document", "requestAnimationFrame", "setTimeout", loader)(
      documentStub,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => frames.push(callback),
    );
    expect(inert.replacedBy).toBeNull(); // nothing happens before the frame
    while (frames.length) frames.shift()?.();
    expect(head).toEqual([
      { rel: "modulepreload", href: "/assets/entry.client.js", nonce: "abc" },
      { rel: "modulepreload", href: "/assets/shell.js", nonce: "abc" },
    ]);
    expect(inert.replacedBy).toEqual({ type: "module", nonce: "abc", text: 'import("/x.js")' });
  });

  it("works without a nonce and leaves documents without a module script unchanged", () => {
    expect(loadScriptsAfterFirstPaint(page(""))).toContain(
      `<script type="text/plain" id="${INERT_MODULE_ID}">`,
    );
    const plain = "<html><body><p>ok</p></body></html>";
    expect(loadScriptsAfterFirstPaint(plain)).toBe(plain);
  });

  it("escapes '<' in the href list so it cannot close the loader script", () => {
    const hostile = page().replace("/assets/shell.js", "/assets/</script><script>alert(1)//.js");
    const html = loadScriptsAfterFirstPaint(hostile);
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("\\u003c/script>");
  });
});
