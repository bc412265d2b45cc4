import type { ReactNode } from "react";
import { partnerPath } from "~/lib/urls";
import { cn } from "~/lib/utils";

/**
 * A partner's name in the admin panel: a link to the public page (new tab) when the profile
 * is published, otherwise `fallback` (the plain name by default).
 */
export function PartnerNameLink({
  partner,
  className,
  fallback,
}: {
  partner: { nome: string; slug: string | null; stato: string | null };
  className?: string;
  fallback?: ReactNode;
}) {
  if (partner.stato !== "pubblicato" || !partner.slug) return <>{fallback ?? partner.nome}</>;
  return (
    <a
      href={partnerPath(partner.slug)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn("text-terracotta hover:underline", className)}
    >
      {partner.nome}
    </a>
  );
}
