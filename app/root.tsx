import frauncesLatin from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import type * as React from "react";
import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { SiteFooter } from "~/components/layout/site-footer";
import { type HeaderUser, SiteHeader } from "~/components/layout/site-header";
import { Button } from "~/components/ui/button";
import { Toaster, useServerToast } from "~/components/ui/toaster";
import { PartnerStatsBeacon } from "~/features/analytics/partner-stats-beacon";
import * as MESSAGES from "~/lib/messages";
import { appContext } from "~/server/context.server";
import { getSessionUser } from "~/server/policy.server";
import { readToast } from "~/server/toast.server";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const [user, { toast, headers }] = await Promise.all([
    getSessionUser(request, context),
    readToast(request, context),
  ]);
  const { env } = ctx;
  return data(
    {
      user: user ? ({ email: user.email, isAdmin: user.role === "admin" } satisfies HeaderUser) : null,
      toast,
      siteUrl: ctx.siteUrl,
      social: {
        instagram: env.SOCIAL_INSTAGRAM,
        facebook: env.SOCIAL_FACEBOOK,
        linkedin: env.SOCIAL_LINKEDIN,
        youtube: env.SOCIAL_YOUTUBE,
      },
    },
    { headers },
  );
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const merged = new Headers();
  for (const source of [loaderHeaders, actionHeaders]) {
    for (const cookie of source.getSetCookie()) merged.append("set-cookie", cookie);
  }
  return merged;
}

export const links: Route.LinksFunction = () => [
  // First in <head>: the only render-blocking request. The fonts follow at low
  // priority; the page's scripts start after the first paint (docs/decisions/0106).
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  ...[interLatin, frauncesLatin].map((href) => ({
    rel: "preload",
    as: "font",
    type: "font/woff2",
    href,
    crossOrigin: "anonymous" as const,
    fetchPriority: "low" as const,
  })),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  useEffect(() => {
    // Marks the page interactive, error pages included (the end-to-end tests wait for it).
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="it">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#17202e" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col bg-ivory text-ink antialiased">
        <a
          href="#contenuto"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-ink focus:px-4 focus:py-2 focus:text-ivory"
        >
          Vai al contenuto
        </a>
        <SiteHeader user={rootData?.user ?? null} />
        <main id="contenuto" className="flex flex-1 flex-col">
          {children}
        </main>
        <SiteFooter social={rootData?.social ?? {}} />
        <Toaster />
        <PartnerStatsBeacon />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Spec §2: the page scrolls to the top on every path change. */
function ScrollToTopOnPathChange() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}

export default function App({ loaderData }: Route.ComponentProps) {
  useServerToast(loaderData.toast);
  return (
    <>
      <ScrollToTopOnPathChange />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  if (notFound) return <NotFoundView />;
  // Issue 18: a refused submission (unreadable form, invalid characters) says why.
  const refusal =
    isRouteErrorResponse(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    typeof error.data?.message === "string"
      ? (error.data.message as string)
      : null;
  if (refusal) {
    const status = isRouteErrorResponse(error) ? error.status : 400;
    return (
      <ErrorScreen title="Richiesta non valida" eyebrow={`Errore ${status}`} heading="Richiesta non valida">
        {refusal}
      </ErrorScreen>
    );
  }
  return (
    <ErrorScreen
      title="Errore"
      eyebrow={unavailable ? "Errore 503" : "Errore"}
      heading={unavailable ? "Servizio non disponibile" : "Qualcosa è andato storto"}
    >
      {unavailable
        ? MESSAGES.serviceUnavailable
        : "Si è verificato un errore imprevisto. Riprova tra qualche istante."}
    </ErrorScreen>
  );
}

/** The shell's error page: what went wrong and the way home. */
function ErrorScreen({
  title,
  eyebrow,
  heading,
  children,
}: {
  title: string;
  eyebrow: string;
  heading: string;
  children: React.ReactNode;
}) {
  return (
    <section className="container-page grid flex-1 place-content-center gap-4 py-24 text-center">
      <title>{`${title} · Atlante`}</title>
      <p className="eyebrow">{eyebrow}</p>
      <h1 className="text-4xl">{heading}</h1>
      <p className="mx-auto max-w-md text-ink-soft">{children}</p>
      <HomeButton />
    </section>
  );
}

function HomeButton() {
  return (
    <div>
      <Button asChild>
        <Link to="/">Torna alla home</Link>
      </Button>
    </div>
  );
}

/** Spec §2: any other path shows 'Oops! Page not found' with a link home (HTTP 404). */
export function NotFoundView() {
  return (
    <section className="container-page grid flex-1 place-content-center gap-5 py-24 text-center">
      <title>Pagina non trovata · Atlante</title>
      <p className="font-display text-7xl text-terracotta">404</p>
      <h1 className="text-3xl">Oops! Page not found</h1>
      <p className="text-ink-soft">La pagina che cerchi non esiste o è stata spostata.</p>
      <HomeButton />
    </section>
  );
}
