// biome-ignore-all lint/suspicious/noExplicitAny: route answers are inspected loosely in tests.
// The one way tests call a route module's loader or action: a real Request, the
// router context the server builds, and the answer unwrapped (data(), Response,
// thrown redirects and 404s).
import type { RouterContextProvider } from "react-router";
import type { AppServices } from "~/server/context.server";
import { contextFor } from "./test-services";

type Handler = (args: any) => unknown;

export interface RouteAnswer {
  status: number;
  data: any;
  location?: string | null;
}

function unwrap(value: any, fallbackStatus: number): RouteAnswer {
  if (value instanceof Response)
    return { status: value.status, data: null, location: value.headers.get("location") };
  if (value?.type === "DataWithResponseInit")
    return { status: value.init?.status ?? fallbackStatus, data: value.data };
  return { status: fallbackStatus, data: value };
}

async function invoke(handler: Handler, request: Request, context: RouterContextProvider, params = {}) {
  try {
    return unwrap(await handler({ request, context, params, unstable_pattern: "" }), 200);
  } catch (thrown: any) {
    if (thrown instanceof Response || thrown?.type === "DataWithResponseInit") return unwrap(thrown, 500);
    throw thrown;
  }
}

/** Calls a loader or action as a visitor would (cookie, form fields) and unwraps the answer. */
export function callRoute(
  services: AppServices,
  handler: Handler,
  path: string,
  options: {
    cookie?: string;
    fields?: Record<string, string | string[]>;
    method?: string;
    params?: Record<string, string>;
    headers?: Record<string, string>;
  } = {},
): Promise<RouteAnswer> {
  const body = options.fields ? new FormData() : undefined;
  for (const [k, v] of Object.entries(options.fields ?? {}))
    for (const item of Array.isArray(v) ? v : [v]) body?.append(k, item);
  const request = new Request(`http://localhost${path}`, {
    method: options.method ?? (body ? "POST" : "GET"),
    headers: { ...options.headers, ...(options.cookie ? { cookie: options.cookie } : {}) },
    body,
  });
  return invoke(handler, request, contextFor(services), options.params);
}

interface LoaderCall {
  url: string;
  params?: Record<string, string>;
  context: RouterContextProvider;
}

/** A public loader's data, typed; throws when the loader answers with a status. */
export async function callLoader<L extends (args: never) => unknown>(
  loader: L,
  { url, params = {}, context }: LoaderCall,
): Promise<Awaited<ReturnType<L>>> {
  const answer = await invoke(
    loader as unknown as Handler,
    new Request(new URL(url, "http://localhost:3000")),
    context,
    params,
  );
  if (answer.status !== 200) throw new Error(`the loader answered ${answer.status}`);
  return answer.data;
}

/** A loader expected to redirect or fail: its status, location and data. */
export async function loaderThrows(
  loader: (args: never) => unknown,
  { url, params = {}, context }: LoaderCall,
) {
  const answer = await invoke(
    loader as unknown as Handler,
    new Request(new URL(url, "http://localhost:3000")),
    context,
    params,
  );
  if (answer.status === 200) throw new Error("the loader did not throw");
  return { status: answer.status, location: answer.location ?? null, data: answer.data as unknown };
}
