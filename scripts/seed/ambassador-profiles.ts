// The seeded partners with a completed Ambassador request, as the Ambassador
// reads them (issue 13): shared by the unit test and scripts/bench/ambassador.ts.
import type { AmbassadorProfile } from "../../app/features/ai/ambassador/schema";
import { toAmbassadorProfile } from "../../app/features/partners/ambassador/ambassador-agent.server";
import { seedAmbassadors } from "./data/ambassadors";
import { partners } from "./data/partners";

export const seedAmbassadorProfiles: Record<
  string,
  { profile: AmbassadorProfile; agent: { name: string; instructions: string } }
> = Object.fromEntries(
  partners
    .filter((p) => seedAmbassadors[p.slug])
    .map((p) => {
      const {
        createdDaysAgo: _d,
        slug: _s,
        seoTitle: _t,
        seoMetaDescription: _m,
        aiTitoloPremium: _p,
        aiCta: _c,
        logoUrl: _l,
        coverUrl: _v,
        galleriaImmagini: _g,
        documenti: _doc,
        ...rest
      } = p as typeof p & {
        logoUrl?: unknown;
        coverUrl?: unknown;
        galleriaImmagini?: unknown;
        documenti?: unknown;
      };
      const agent = seedAmbassadors[p.slug]!;
      return [
        p.slug,
        {
          profile: toAmbassadorProfile(rest as Parameters<typeof toAmbassadorProfile>[0]),
          agent: { name: agent.name, instructions: agent.instructions },
        },
      ];
    }),
);
