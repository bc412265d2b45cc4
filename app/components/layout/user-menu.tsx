import { ChevronDown, LayoutDashboard, LogOut, MonitorSmartphone, UserRound } from "lucide-react";
import { useRef } from "react";
import { Form, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { emailLocalPart } from "~/lib/email";
import { cn } from "~/lib/utils";
import type { HeaderUser } from "./site-header";
import { SUMMARY_AS_BUTTON, useDisclosureDismiss } from "./use-disclosure-dismiss";

const ITEM = "menu-item w-full hover:bg-sand focus-visible:bg-sand focus-visible:outline-2";

/**
 * The signed-in user's menu: a native disclosure (works from the first tap and without
 * JavaScript), links and logout forms inside (ADR 1401). Not a lazy chunk: a Suspense
 * boundary would be streamed behind a fallback that only a script swaps.
 */
export function UserMenu({ user }: { user: HeaderUser }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useDisclosureDismiss(ref);
  return (
    <details ref={ref} className="group relative">
      <summary
        className={cn(buttonVariants({ variant: "outline", size: "sm" }), "max-w-52", SUMMARY_AS_BUTTON)}
      >
        <UserRound aria-hidden="true" />
        <span className="truncate">{emailLocalPart(user.email)}</span>
        <ChevronDown aria-hidden="true" className="transition-transform group-open:rotate-180" />
      </summary>
      <div className="menu-content absolute right-0 top-full mt-2">
        <p className="menu-label">{user.email}</p>
        <ul>
          <li>
            <Link to="/area-partner" className={ITEM}>
              <UserRound aria-hidden="true" /> Area Partner
            </Link>
          </li>
          {user.isAdmin ? (
            <li>
              <Link to="/admin" className={ITEM}>
                <LayoutDashboard aria-hidden="true" /> Pannello di Controllo
              </Link>
            </li>
          ) : null}
        </ul>
        <hr className="menu-separator border-0" />
        <Form method="post" action="/logout">
          <button type="submit" className={ITEM}>
            <LogOut aria-hidden="true" /> Logout
          </button>
        </Form>
        <Form method="post" action="/logout">
          <input type="hidden" name="scope" value="all" />
          <button type="submit" className={ITEM}>
            <MonitorSmartphone aria-hidden="true" /> Esci da tutti i dispositivi
          </button>
        </Form>
      </div>
    </details>
  );
}
