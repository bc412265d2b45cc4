import { Menu, X } from "lucide-react";
import { useRef } from "react";
import { Form, Link, NavLink } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { HeaderSearch } from "./header-search";
import { Logo } from "./logo";
import { NAV_LINKS } from "./site-config";
import { SUMMARY_AS_BUTTON, useDisclosureDismiss } from "./use-disclosure-dismiss";
import { UserMenu } from "./user-menu";

export interface HeaderUser {
  email: string;
  isAdmin: boolean;
}

const navLinkClass = ({ isActive }: { isActive: boolean }, size = "py-2 text-sm") =>
  cn(
    "rounded-full px-3 font-medium transition-colors hover:text-terracotta",
    size,
    isActive ? "text-terracotta" : "text-ink",
  );

export function SiteHeader({ user }: { user: HeaderUser | null }) {
  // The mobile menu is a native disclosure too (ADR 1401): it opens before the scripts run.
  const mobileMenu = useRef<HTMLDetailsElement>(null);
  useDisclosureDismiss(mobileMenu);

  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-ivory print:hidden">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label="Principale" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={navLinkClass} prefetch="intent">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <HeaderSearch />
        <div className="hidden items-center gap-2 lg:flex">
          {user ? (
            <UserMenu user={user} />
          ) : (
            <>
              <Button asChild variant="outline" size="sm">
                <Link to="/diventa-partner">Diventa Partner</Link>
              </Button>
              <Button asChild size="sm">
                <Link to="/auth">Area Riservata</Link>
              </Button>
            </>
          )}
        </div>
        <details ref={mobileMenu} className="group lg:hidden">
          <summary className={cn(buttonVariants({ variant: "ghost", size: "icon" }), SUMMARY_AS_BUTTON)}>
            <span className="sr-only group-open:hidden">Apri il menu</span>
            <span className="sr-only hidden group-open:inline">Chiudi il menu</span>
            <Menu className="size-6 group-open:hidden" aria-hidden="true" />
            <X className="hidden size-6 group-open:block" aria-hidden="true" />
          </summary>
          <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-y border-line bg-ivory shadow-card">
            <nav aria-label="Menu mobile" className="container-page py-4">
              <ul className="grid gap-1">
                {NAV_LINKS.map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      className={({ isActive }) => navLinkClass({ isActive }, "block py-3 text-base")}
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <div className="mt-4 grid gap-2 border-t border-line pt-4">
                {user ? (
                  <>
                    <p className="px-3 text-sm text-muted">{user.email}</p>
                    <Link to="/area-partner" className="rounded-lg px-3 py-3 font-medium hover:bg-sand">
                      Area Partner
                    </Link>
                    {user.isAdmin ? (
                      <Link to="/admin" className="rounded-lg px-3 py-3 font-medium hover:bg-sand">
                        Pannello di Controllo
                      </Link>
                    ) : null}
                    <Form method="post" action="/logout" className="contents">
                      <button
                        type="submit"
                        className="rounded-lg px-3 py-3 text-left font-medium hover:bg-sand"
                      >
                        Logout
                      </button>
                    </Form>
                  </>
                ) : (
                  <>
                    <Button asChild variant="outline">
                      <Link to="/diventa-partner">Diventa Partner</Link>
                    </Button>
                    <Button asChild>
                      <Link to="/auth">Area Riservata</Link>
                    </Button>
                  </>
                )}
              </div>
            </nav>
          </div>
        </details>
      </div>
    </header>
  );
}
