import { Globe } from "lucide-react";
import type * as React from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { FRAMES } from "~/components/ui/image-frames";
import { ImageOrMonogram } from "~/components/ui/image-or-monogram";
import { Backdrop } from "~/components/ui/responsive-image";
import { SOCIAL_NETWORK_LABELS, SocialIcon, type SocialNetwork } from "~/components/ui/social-icon";
import { tipoLabel } from "~/features/partners/partner-labels";
import type { PartnerProfileViewData } from "~/features/partners/profile-fields";
import { statsClick } from "~/lib/stats-attributes";
import { externalLinkProps, safeHttpUrl } from "./text";

const SOCIALS: SocialNetwork[] = ["instagram", "facebook", "linkedin", "youtube", "tiktok"];

/** The cover with logo, badges, title, summary, website button and social links. */
export function ProfileHero({
  profile,
  website,
  heading: Heading,
  experienceButton,
}: {
  profile: PartnerProfileViewData;
  website: string | null;
  heading: "h1" | "h2";
  experienceButton: React.ReactNode;
}) {
  const title = profile.aiTitoloPremium?.trim() || profile.nome;
  const summary = profile.aiSommario?.trim() || profile.descrizione?.trim() || "";
  const socials = SOCIALS.map((name) => ({ name, href: safeHttpUrl(profile[name]) })).filter(
    (s): s is { name: SocialNetwork; href: string } => s.href !== null,
  );
  return (
    <header className="relative isolate overflow-hidden bg-ink text-ivory">
      {profile.coverUrl ? (
        <Backdrop src={profile.coverUrl} {...FRAMES.profileCover} priority className="-z-20" />
      ) : (
        <div
          data-testid="cover-fallback"
          className="absolute inset-0 -z-20 bg-gradient-to-br from-terracotta via-wine to-ink"
        />
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-ink via-ink/70 to-ink/20" />
      <div className="container-page grid gap-6 pb-14 pt-28 md:pt-40">
        <div className="flex flex-wrap items-center gap-4">
          <div className="size-24 shrink-0 overflow-hidden rounded-full border-4 border-ivory bg-paper shadow-card md:size-28">
            <ImageOrMonogram
              src={profile.logoUrl}
              title={profile.nome}
              alt={`Logo di ${profile.nome}`}
              avatar
              {...FRAMES.profileLogo}
              className="size-full"
            />
          </div>
          <div className="flex flex-wrap gap-2">
            {profile.areaTematica ? <Badge className="bg-gold text-ink">{profile.areaTematica}</Badge> : null}
            <Badge className="bg-ivory/15 text-ivory">{tipoLabel(profile.tipo)}</Badge>
          </div>
        </div>
        {profile.aiTitoloPremium ? <p className="eyebrow text-gold-light">{profile.nome}</p> : null}
        <Heading className="max-w-4xl text-4xl leading-tight md:text-6xl">{title}</Heading>
        {summary ? <p className="max-w-3xl text-lg text-ivory/85">{summary}</p> : null}
        <div className="flex flex-wrap items-center gap-3">
          {experienceButton}
          {website ? (
            <Button asChild variant="light" size="lg">
              <a href={website} {...externalLinkProps} {...statsClick(profile.slug, "website_click")}>
                <Globe aria-hidden="true" /> Visita il Sito
                <span className="sr-only"> (si apre in una nuova scheda)</span>
              </a>
            </Button>
          ) : null}
        </div>
        {socials.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Profili social">
            {socials.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  {...externalLinkProps}
                  {...statsClick(profile.slug, "social_click", s.name)}
                  className="grid size-11 place-items-center rounded-full bg-ivory/10 text-ivory transition-colors hover:bg-ivory/25"
                >
                  <SocialIcon name={s.name} />
                  <span className="sr-only">{SOCIAL_NETWORK_LABELS[s.name]}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </header>
  );
}
