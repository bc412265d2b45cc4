import { data } from "react-router";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { ImagePreload } from "~/components/ui/responsive-image";
import { avatarOf } from "~/features/partners/ambassador/ambassador-agent.server";
import { AmbassadorEmbed } from "~/features/partners/ambassador/ambassador-embed";
import { AmbassadorLauncher } from "~/features/partners/ambassador/ambassador-launcher";
import { PartnerMentions } from "~/features/partners/components/partner-mentions";
import { safeHttpUrl } from "~/features/partners/components/profile/text";
import {
  ExperienceAiButton,
  ExperienceCtaButton,
  ProfileExperiencePanel,
  ProfileExperienceProvider,
} from "~/features/partners/components/profile-experience";
import { PartnerProfileView } from "~/features/partners/components/profile-view";
import { getPublishedPartnerBySlug } from "~/features/partners/partners-public.server";
import * as MESSAGES from "~/lib/messages";
import { breadcrumbJsonLd, CRUMBS, noindexMeta, pageMeta, partnerJsonLd, withMeta } from "~/lib/seo";
import { DIRECTORY_PATH, partnerPath } from "~/lib/urls";
import { appContext } from "~/server/context.server";
import type { Route } from "./+types/profile";

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const row = await getPublishedPartnerBySlug(ctx.db, params.slug);
  if (!row) throw data(MESSAGES.profileNotFound, { status: 404 });
  const {
    id: _id,
    seoTitle,
    seoMetaDescription,
    hasAmbassador,
    updatedAt: _updatedAt,
    inRankings,
    inArticles,
    agent,
    ...profile
  } = row;
  const mentions = { rankings: inRankings ?? [], articles: inArticles ?? [] };
  // Issue 13: a paused Ambassador (the newest completed request) shows neither the launcher nor the embed.
  const active = agent && !agent.paused ? agent : null;
  return withMeta(
    {
      siteUrl: ctx.siteUrl,
      profile,
      seo: {
        title: seoTitle?.trim() || profile.nome,
        description:
          seoMetaDescription?.trim() ||
          profile.aiSommario?.trim() ||
          profile.descrizione?.trim() ||
          profile.nome,
      },
      hasAmbassador: Boolean(hasAmbassador) && !agent?.paused,
      // Issue 13: Atlante's own Ambassador, active once an admin completed a request.
      ambassador: active ? { name: active.name, avatarUrl: avatarOf(active) } : null,
      mentions,
    },
    (loaderData) => {
      const { siteUrl, profile, seo } = loaderData;
      const path = partnerPath(profile.slug);
      return pageMeta({
        siteUrl,
        path,
        title: seo.title,
        description: seo.description,
        image: profile.coverUrl ?? profile.logoUrl,
        type: "profile",
        jsonLd: [
          partnerJsonLd(siteUrl, {
            ...profile,
            description: seo.description,
            path,
            sameAs: [profile.instagram, profile.facebook, profile.linkedin, profile.youtube, profile.tiktok]
              .map((u) => safeHttpUrl(u))
              .filter((u): u is string => u !== null),
          }),
          breadcrumbJsonLd(siteUrl, [CRUMBS.partners, { name: profile.nome, path }]),
        ],
      });
    },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.meta ?? noindexMeta("Scheda non trovata · Atlante");

export default function PartnerProfilePage({ loaderData }: Route.ComponentProps) {
  const { profile, hasAmbassador, ambassador, mentions } = loaderData;
  return (
    <ProfileExperienceProvider
      profile={{
        slug: profile.slug,
        nome: profile.nome,
        sommario: profile.aiSommario,
        descrizione: profile.descrizione,
        areaTematica: profile.areaTematica,
        puntiInteresse: profile.puntiInteresse,
        regione: profile.regione,
      }}
    >
      <ImagePreload src={profile.coverUrl} sizes="100vw" />
      <PartnerProfileView
        profile={profile}
        experienceButton={<ExperienceAiButton />}
        experiencePanel={<ProfileExperiencePanel />}
        experienceCta={<ExperienceCtaButton />}
        afterContent={
          <>
            <PartnerMentions mentions={mentions} />
            {ambassador ? (
              <AmbassadorLauncher profileSlug={profile.slug} partnerName={profile.nome} agent={ambassador} />
            ) : null}
            <AmbassadorEmbed profileSlug={profile.slug} hasScript={hasAmbassador} />
          </>
        }
      />
    </ProfileExperienceProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorBoundary
      error={error}
      notFoundTitle={MESSAGES.profileNotFound}
      notFoundText={MESSAGES.profileNotFoundText}
      back={{ to: DIRECTORY_PATH, label: "Torna alla directory" }}
    />
  );
}
