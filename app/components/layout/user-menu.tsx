import { ChevronDown, LayoutDashboard, LogOut, MonitorSmartphone, UserRound } from "lucide-react";
import { Link, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { emailLocalPart } from "~/lib/email";
import type { HeaderUser } from "./site-header";

/** The signed-in user's menu (loaded only for signed-in visitors). */
export default function UserMenu({ user }: { user: HeaderUser }) {
  const submit = useSubmit();
  // Radix closes (unmounts) the menu on select, so the logout is submitted from code.
  const logout = (everywhere: boolean) =>
    submit(everywhere ? { scope: "all" } : {}, { method: "post", action: "/logout" });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="max-w-52">
          <UserRound aria-hidden="true" />
          <span className="truncate">{emailLocalPart(user.email)}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{user.email}</DropdownMenuLabel>
        <DropdownMenuItem asChild>
          <Link to="/area-partner">
            <UserRound aria-hidden="true" /> Area Partner
          </Link>
        </DropdownMenuItem>
        {user.isAdmin ? (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <LayoutDashboard aria-hidden="true" /> Pannello di Controllo
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => logout(false)}>
          <LogOut aria-hidden="true" /> Logout
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => logout(true)}>
          <MonitorSmartphone aria-hidden="true" /> Esci da tutti i dispositivi
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
