import { ExternalLink } from "lucide-react";
import type * as React from "react";
import { Button } from "~/components/ui/button";
import type { PartnerProfileViewData } from "~/features/partners/profile-fields";
import { ProfileHero } from "./profile/profile-hero";
import { ProfileMain } from "./profile/profile-main";
import { ProfileSidebar } from "./profile/profile-sidebar";
import { externalLinkProps, safeHttpUrl } from "./profile/text";

export type { PartnerProfileViewData };

/**
 * Props of `PartnerProfileView` (stable: the public page /atlas/{slug} and the
 * wizard's step-8 preview both use it).
 *
 * - `profile`: the profile fields the page draws (profile-fields.ts; a draft may have nulls
 *   everywhere except nome/tipo/slug). Never `userId` or the ambassador script (D8).
 * - `preview`: true in the wizard preview: the experience and ambassador slots are never
 *   drawn, and every link opens in a new tab so the wizard is never left.
 * - `experienceButton`: placed next to 'Visita il Sito' in the hero (public page only).
 * - `experiencePanel`: the generated-experience section, first of the main column.
 * - `experienceCta`: placed next to 'Scopri di più' in the closing call to action.
 * - `afterContent`: rendered once after the page body (the ambassador embed).
 * - `headingLevel`: the level of the profile title (1 on the public page; the preview may pass 2).
 */
export interface PartnerProfileViewProps {
  profile: PartnerProfileViewData;
  preview?: boolean;
  experienceButton?: React.ReactNode;
  experiencePanel?: React.ReactNode;
  experienceCta?: React.ReactNode;
  afterContent?: React.ReactNode;
  headingLevel?: 1 | 2;
}

export function PartnerProfileView({
  profile,
  preview = false,
  experienceButton,
  experiencePanel,
  experienceCta,
  afterContent,
  headingLevel = 1,
}: PartnerProfileViewProps) {
  const website = safeHttpUrl(profile.sitoWeb);
  // Scopri di più: the partner's website when there is one, otherwise the presentation.
  const learnMoreHref = website ?? (profile.aiChiSiamo ? "#chi-siamo" : null);

  return (
    <article className="flex flex-col">
      <ProfileHero
        profile={profile}
        website={website}
        heading={headingLevel === 1 ? "h1" : "h2"}
        experienceButton={preview ? null : experienceButton}
      />

      <div className="container-page grid gap-12 py-16 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <ProfileMain profile={profile}>{preview ? null : experiencePanel}</ProfileMain>
        <ProfileSidebar profile={profile} website={website} />
      </div>

      <section aria-labelledby="cta-title" className="bg-ink py-16 text-ivory">
        <div className="container-page grid justify-items-center gap-6 text-center">
          <h2 id="cta-title" className="max-w-3xl text-3xl md:text-4xl">
            {profile.aiCta?.trim() || `Scopri ${profile.nome}`}
          </h2>
          <div className="flex flex-wrap justify-center gap-3">
            {learnMoreHref ? (
              <Button asChild variant="accent" size="lg">
                <a href={learnMoreHref} {...(learnMoreHref.startsWith("#") ? {} : externalLinkProps)}>
                  Scopri di più
                  {learnMoreHref.startsWith("#") ? null : (
                    <>
                      <ExternalLink aria-hidden="true" />
                      <span className="sr-only"> (si apre in una nuova scheda)</span>
                    </>
                  )}
                </a>
              </Button>
            ) : null}
            {preview ? null : experienceCta}
          </div>
        </div>
      </section>

      {preview ? null : afterContent}
    </article>
  );
}
