import type * as React from "react";
import { isRouteErrorResponse, Link } from "react-router";
import { Button } from "~/components/ui/button";
import * as MESSAGES from "~/lib/messages";

export interface BackLink {
  to: string;
  label: string;
}

/**
 * The error screen of a public page (spec §2, §8): the page's not-found title (and
 * text) for a 404, the page's load-error title otherwise, and one way back. A 404's
 * data may carry what the way back needs (e.g. the article's section).
 */
export function RouteErrorBoundary({
  error,
  notFoundTitle,
  notFoundText,
  loadErrorTitle = MESSAGES.loadError,
  back,
}: {
  error: unknown;
  notFoundTitle: string;
  notFoundText?: string;
  loadErrorTitle?: string;
  back: BackLink | ((notFoundData: unknown) => BackLink);
}) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const link =
    typeof back === "function" ? back(notFound ? (error as { data: unknown }).data : undefined) : back;
  return (
    <section className="container-page grid flex-1 place-content-center gap-5 py-24 text-center">
      <h1 className="text-4xl">{notFound ? notFoundTitle : loadErrorTitle}</h1>
      {notFound && notFoundText ? <p className="text-ink-soft">{notFoundText}</p> : null}
      <div>
        <Button asChild>
          <Link to={link.to}>{link.label}</Link>
        </Button>
      </div>
    </section>
  );
}

/** A route module's `ErrorBoundary` export: `RouteErrorBoundary` with these texts and way back. */
export function errorBoundaryFor(props: Omit<React.ComponentProps<typeof RouteErrorBoundary>, "error">) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per route module when it loads, never while rendering.
  return function ErrorBoundary({ error }: { error: unknown }) {
    return <RouteErrorBoundary error={error} {...props} />;
  };
}
