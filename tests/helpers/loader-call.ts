/**
 * Helpers for the public pages' server tests: call a route loader with a real
 * Request and read what it returned or threw (redirect, 404).
 */
import type { RouterContextProvider } from "react-router";

export type AnyLoader = (args: never) => unknown;

export async function callLoader<L extends AnyLoader>(
  loader: L,
  {
    url,
    params = {},
    context,
  }: { url: string; params?: Record<string, string>; context: RouterContextProvider },
): Promise<Awaited<ReturnType<L>>> {
  const request = new Request(new URL(url, "http://localhost:3000"));
  return (await (loader as unknown as (a: unknown) => unknown)({
    request,
    params,
    context,
    unstable_pattern: "",
  })) as Awaited<ReturnType<L>>;
}

/** Runs a loader expected to throw and returns { status, location }. */
export async function loaderThrows(loader: AnyLoader, args: Parameters<typeof callLoader>[1]) {
  try {
    await callLoader(loader, args);
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("location"), data: null as unknown };
    const init = (thrown as { init?: { status?: number }; data?: unknown }).init;
    if (init?.status)
      return { status: init.status, location: null, data: (thrown as { data?: unknown }).data };
    throw thrown;
  }
  throw new Error("the loader did not throw");
}
