import { ChevronDown, Menu, UserRound, X } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { emailLocalPart } from "~/lib/email";
import { cn } from "~/lib/utils";
import { HeaderSearch } from "./header-search";
import { Logo } from "./logo";
import { NAV_LINKS } from "./site-config";

export interface HeaderUser {
  email: string;
  isAdmin: boolean;
}

function LogoutForm({ children }: { children: React.ReactNode }) {
  return (
    <Form method="post" action="/logout" className="contents">
      {children}
    </Form>
  );
}

// Radix's dropdown is loaded only when someone is signed in.
const UserMenu = lazy(() => import("./user-menu"));

function UserMenuPlaceholder({ user }: { user: HeaderUser }) {
  return (
    <Button variant="outline" size="sm" className="max-w-52" disabled>
      <UserRound aria-hidden="true" />
      <span className="truncate">{emailLocalPart(user.email)}</span>
      <ChevronDown aria-hidden="true" />
    </Button>
  );
}

const navLinkClass = ({ isActive }: { isActive: boolean }, size = "py-2 text-sm") =>
  cn(
    "rounded-full px-3 font-medium transition-colors hover:text-terracotta",
    size,
    isActive ? "text-terracotta" : "text-ink",
  );

export function SiteHeader({ user }: { user: HeaderUser | null }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();

  // The mobile menu closes whenever the visitor navigates.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only.
  useEffect(() => setOpen(false), [location.pathname]);

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
            <Suspense fallback={<UserMenuPlaceholder user={user} />}>
              <UserMenu user={user} />
            </Suspense>
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
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? "Chiudi il menu" : "Apri il menu"}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? (
            <X className="size-6" aria-hidden="true" />
          ) : (
            <Menu className="size-6" aria-hidden="true" />
          )}
        </Button>
      </div>
      <div id={menuId} hidden={!open} className="border-t border-line bg-ivory lg:hidden">
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
                <LogoutForm>
                  <button type="submit" className="rounded-lg px-3 py-3 text-left font-medium hover:bg-sand">
                    Logout
                  </button>
                </LogoutForm>
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
    </header>
  );
}
