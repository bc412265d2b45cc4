// biome-ignore-all lint/suspicious/noExplicitAny: route answers are inspected loosely in tests.
import type { AppServices } from "~/server/context.server";
import { contextFor } from "./test-services";

type Handler = (args: any) => Promise<unknown>;

export interface RouteAnswer {
  status: number;
  data: any;
  location?: string | null;
}

/** Calls a route loader or action like the server does and unwraps data()/Response. */
export async function callRoute(
  services: AppServices,
  handler: Handler,
  path: string,
  options: {
    cookie?: string;
    fields?: Record<string, string | string[]>;
    method?: string;
    params?: Record<string, string>;
  } = {},
): Promise<RouteAnswer> {
  const body = options.fields ? new FormData() : undefined;
  for (const [k, v] of Object.entries(options.fields ?? {}))
    for (const item of Array.isArray(v) ? v : [v]) body?.append(k, item);
  const request = new Request(`http://localhost${path}`, {
    method: options.method ?? (body ? "POST" : "GET"),
    headers: options.cookie ? { cookie: options.cookie } : {},
    body,
  });
  try {
    const result = (await handler({
      request,
      context: contextFor(services),
      params: options.params ?? {},
    })) as any;
    if (result instanceof Response)
      return { status: result.status, data: null, location: result.headers.get("location") };
    if (result && result.type === "DataWithResponseInit")
      return { status: result.init?.status ?? 200, data: result.data };
    return { status: 200, data: result };
  } catch (thrown: any) {
    if (thrown instanceof Response)
      return { status: thrown.status, data: null, location: thrown.headers.get("location") };
    if (thrown?.type === "DataWithResponseInit")
      return { status: thrown.init?.status ?? 500, data: thrown.data };
    throw thrown;
  }
}
