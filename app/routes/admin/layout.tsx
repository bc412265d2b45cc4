import { ExternalLink, LogOut, Search } from "lucide-react";
import { Form, NavLink, Outlet } from "react-router";
import { FetcherToasts } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { ADMIN_PATH } from "~/lib/urls";
import { cn } from "~/lib/utils";
import { requireAdmin } from "~/server/policy.server";
import type { Route } from "./+types/layout";

/** Spec §2: seven tabs, in this order, starting on Rubriche. The tab is the URL (/admin/{tab}). */
const TAB_LABELS = {
  rubriche: "Rubriche",
  articoli: "Articoli",
  classifiche: "Classifiche",
  elementi: "Elementi",
  partner: "Partner",
  ambassador: "Ambassador",
  utenti: "Utenti",
} as const;
export const ADMIN_TABS = Object.entries(TAB_LABELS).map(([tab, label]) => ({
  to: `${ADMIN_PATH}/${tab}`,
  label,
}));

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  return { email: user.email };
}

export function meta() {
  return [{ title: "Pannello di Controllo · Atlante" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-1 flex-col bg-ivory">
      <header className="border-b border-line bg-paper">
        <div className="container-page flex flex-wrap items-center justify-between gap-3 py-4">
          <div>
            <p className="eyebrow">Atlante</p>
            <h1 className="font-display text-3xl">Pannello di Controllo</h1>
          </div>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            {/* Beyond the spec's seven tabs: what readers search for (issue 10). */}
            <NavLink
              to="/admin/ricerche"
              className="inline-flex items-center gap-1 text-ink-soft hover:text-terracotta aria-[current=page]:text-terracotta"
            >
              <Search className="size-4" aria-hidden="true" /> Ricerche dei lettori
            </NavLink>
            <a href="/" className="inline-flex items-center gap-1 text-ink-soft hover:text-terracotta">
              <ExternalLink className="size-4" aria-hidden="true" /> Vai al sito
            </a>
            <span className="text-ink-soft" data-testid="admin-email">
              {loaderData.email}
            </span>
            <Form method="post" action="/logout">
              <input type="hidden" name="redirectTo" value="/" />
              <Button type="submit" variant="outline" size="sm">
                <LogOut aria-hidden="true" /> Logout
              </Button>
            </Form>
          </div>
        </div>
        <nav aria-label="Sezioni del pannello" className="container-page overflow-x-auto">
          <ul className="flex gap-1">
            {ADMIN_TABS.map((tab) => (
              <li key={tab.to}>
                <NavLink
                  to={tab.to}
                  className={({ isActive }) =>
                    cn(
                      "inline-block whitespace-nowrap border-b-2 px-4 py-3 text-sm font-medium transition-colors",
                      isActive
                        ? "border-terracotta text-terracotta"
                        : "border-transparent text-ink-soft hover:text-ink",
                    )
                  }
                >
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-6 py-8">
        <Outlet />
      </div>
      <FetcherToasts />
    </div>
  );
}
