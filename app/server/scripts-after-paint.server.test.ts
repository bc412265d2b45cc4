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

  it("adds one loader after the inert script, naming the preloads it restores", () => {
    const html = loadScriptsAfterFirstPaint(page());
    const loader = html.match(/<\/script><script nonce="abc">(\(function\(\)[^<]*)<\/script>/)?.[1];
    expect(loader).toBeDefined();
    expect(loader).toContain('["/assets/entry.client.js","/assets/shell.js"]');
    expect(loader).toContain('m.type="module"');
    expect(html.match(/PerformanceObserver/g)).toHaveLength(1);
  });

  /** Runs the loader against a stub document; returns what it did and the triggers it set. */
  function runLoader(options: {
    paintTiming: boolean;
    listen?: (type: string, fn: (e: unknown) => void) => void;
    root?: { hasAttribute: (name: string) => boolean };
  }) {
    const html = loadScriptsAfterFirstPaint(page());
    const loader = html.match(/<script nonce="abc">(\(function\(\)[^<]*)<\/script>/)?.[1] ?? "";
    const head: { rel: string; href: string; nonce: string }[] = [];
    const replacements: unknown[] = [];
    const documentStub = {
      getElementById: (id: string) =>
        id === INERT_MODULE_ID
          ? { nonce: "abc", text: 'import("/x.js")', replaceWith: (node: unknown) => replacements.push(node) }
          : null,
      createElement: () => ({}) as Record<string, string>,
      head: { appendChild: (node: { rel: string; href: string; nonce: string }) => head.push(node) },
      ...(options.listen ? { addEventListener: options.listen } : {}),
      ...(options.root ? { documentElement: options.root } : {}),
    };
    const tasks: { task: () => void; delay: number }[] = [];
    let paintObserved: ((names: string[]) => void) | undefined;
    class PerformanceObserverStub {
      constructor(callback: (list: unknown, observer: unknown) => void) {
        paintObserved = (names) =>
          callback(
            { getEntriesByName: (name: string) => names.filter((n) => n === name) },
            { disconnect() {} },
          );
      }
      observe() {
        if (!options.paintTiming) throw new TypeError("entry type not supported");
      }
    }
    new Function("document", "PerformanceObserver", "setTimeout", "requestAnimationFrame", loader)(
      documentStub,
      PerformanceObserverStub,
      (task: () => void, delay = 0) => tasks.push({ task, delay }),
      (task: () => void) => tasks.push({ task, delay: 0 }),
    );
    /** Runs, in order, the timers and frames due within `until` ms. */
    const runTasks = (until = 0) => {
      for (let due = tasks.find((t) => t.delay <= until); due; due = tasks.find((t) => t.delay <= until)) {
        tasks.splice(tasks.indexOf(due), 1);
        due.task();
      }
    };
    return { head, replacements, runTasks, paint: (names: string[]) => paintObserved?.(names) };
  }

  it("starts the scripts once, after the first contentful paint", () => {
    const run = runLoader({ paintTiming: true });
    run.runTasks();
    run.paint(["first-paint"]);
    run.runTasks();
    expect(run.replacements).toEqual([]); // a paint without content is not enough
    run.paint(["first-contentful-paint"]);
    run.runTasks();
    expect(run.head).toEqual([
      { rel: "modulepreload", href: "/assets/entry.client.js", nonce: "abc" },
      { rel: "modulepreload", href: "/assets/shell.js", nonce: "abc" },
    ]);
    expect(run.replacements).toEqual([{ type: "module", nonce: "abc", text: 'import("/x.js")' }]);
    run.runTasks(5000); // the safety timer afterwards changes nothing
    expect(run.replacements).toHaveLength(1);
    expect(run.head).toHaveLength(2);
  });

  it("starts anyway after five seconds without a paint, or after a frame without paint timing", () => {
    const hidden = runLoader({ paintTiming: true });
    hidden.runTasks(4999);
    expect(hidden.replacements).toHaveLength(0);
    hidden.runTasks(5000);
    expect(hidden.replacements).toHaveLength(1);
    const old = runLoader({ paintTiming: false });
    expect(old.replacements).toHaveLength(0);
    old.runTasks();
    expect(old.replacements).toHaveLength(1);
  });

  it("waits while a tap made before the scripts started is leaving the page (issue 14)", () => {
    const listeners: Record<string, (e: unknown) => void> = {};
    const run = runLoader({ paintTiming: true, listen: (type, fn) => (listeners[type] = fn) });
    const link = { target: "", hasAttribute: () => false, getAttribute: () => "/ai-tour/umbria" };
    listeners.click?.({ type: "click", button: 0, defaultPrevented: false, target: { closest: () => link } });
    run.paint(["first-contentful-paint"]);
    run.runTasks(9999);
    expect(run.replacements).toHaveLength(0); // React Router must not cancel the navigation
    run.runTasks(10000); // still here after 10 s: the scripts start
    expect(run.replacements).toHaveLength(1);
    // A click on an in-page anchor is no navigation.
    const anchor = { target: "", hasAttribute: () => false, getAttribute: () => "#contenuto" };
    const other = runLoader({ paintTiming: true, listen: (type, fn) => (listeners[type] = fn) });
    listeners.click?.({
      type: "click",
      button: 0,
      defaultPrevented: false,
      target: { closest: () => anchor },
    });
    other.paint(["first-contentful-paint"]);
    other.runTasks();
    expect(other.replacements).toHaveLength(1);
  });

  it("holds a tap on a script-only button until hydration, starting the scripts at once (ADR 1401)", () => {
    const listeners: Record<string, (e: unknown) => void> = {};
    let hydrated = false;
    const run = runLoader({
      paintTiming: true,
      listen: (type, fn) => (listeners[type] = fn),
      root: { hasAttribute: (name) => name === "data-hydrated" && hydrated },
    });
    const clicks: string[] = [];
    const button = { disabled: false, isConnected: true, click: () => clicks.push("replayed") };
    let prevented = false;
    listeners.click?.({
      type: "click",
      button: 0,
      defaultPrevented: false,
      preventDefault: () => (prevented = true),
      target: { closest: (selector: string) => (selector === "button[type=button]" ? button : null) },
    });
    expect(prevented).toBe(true);
    expect(run.replacements).toHaveLength(1); // no wait for the paint
    expect(clicks).toEqual([]); // not before hydration
    hydrated = true;
    run.runTasks(50);
    expect(clicks).toEqual(["replayed"]);
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
