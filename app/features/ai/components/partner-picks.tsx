// "Partner Atlante" on the travel surfaces (issue 11): a clear disclosure, the
// reason each partner fits the trip, a link to its profile, counted for the
// partner statistics (data-partner / data-surface, see partner-stats-beacon.tsx).
import { BadgeCheckIcon } from "lucide-react";
import { Link } from "react-router";
import { partnerPath } from "~/lib/urls";
import type { PartnerPickOutput } from "../schemas";

/** The disclosure every partner carries on the travel surfaces (as for ads). */
export function PartnerBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-gold/15 px-2.5 py-0.5 text-xs font-semibold text-ink">
      <BadgeCheckIcon aria-hidden="true" className="size-3.5" /> Partner Atlante
    </span>
  );
}

export type PartnerSurface = "experience" | "ai-tour" | "itinerary" | "profile-experience";

export function PartnerPicks({
  partners,
  surface,
  headingLevel = 2,
  title = "Partner Atlante sul tuo percorso",
}: {
  partners: readonly PartnerPickOutput[] | undefined;
  surface: PartnerSurface;
  headingLevel?: 2 | 3;
  title?: string;
}) {
  if (!partners?.length) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-label={title} className="rounded-card border border-gold/50 bg-paper p-5 md:p-6">
      <Heading className="font-display text-xl text-ink">{title}</Heading>
      <p className="mt-1 text-sm text-muted">
        Partner di Atlante scelti perché sono sul percorso o in tema con il viaggio, non perché pagano.
      </p>
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {partners.map((p) => (
          <li key={p.slug} className="rounded-card border border-line bg-white/70 p-4">
            <PartnerBadge />
            <p className="mt-2 font-medium text-ink">
              <Link
                to={partnerPath(p.slug)}
                data-partner={p.slug}
                data-surface={surface}
                className="underline decoration-gold underline-offset-4 hover:text-terracotta-dark"
              >
                {p.nome}
              </Link>
            </p>
            <p className="text-sm text-muted">{p.where}</p>
            <p className="mt-1 text-sm text-ink-soft">{p.why}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
