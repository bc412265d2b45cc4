import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  type ActionFunctionArgs,
  type EntryContext,
  type LoaderFunctionArgs,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { appContext } from "~/server/context.server";
import { loadScriptsAfterFirstPaint } from "~/server/scripts-after-paint.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const ctx = loadContext.get(appContext);
  if (responseStatusCode >= 500 && ctx.database.isDown()) responseStatusCode = 503;
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    // The whole document is rendered before sending: pages are small, crawlers
    // get complete HTML, and the status code can still change on error.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={ctx.nonce} />,
      {
        nonce: ctx.nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              const html = loadScriptsAfterFirstPaint(Buffer.concat(chunks).toString("utf8"));
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          ctx.log.error({ err: error }, "render error");
        },
      },
    );
  });
}

export function handleError(error: unknown, { request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  const log = (context as RouterContextProvider | undefined)?.get?.(appContext)?.log;
  if (log) log.error({ err: error, url: new URL(request.url).pathname }, "route error");
  else console.error(error);
}
