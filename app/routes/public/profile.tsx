import { data, isRouteErrorResponse, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { imagePreload } from "~/components/ui/responsive-image";
import {
  ExperienceAiButton,
  ExperienceCtaButton,
  ProfileExperiencePanel,
  ProfileExperienceProvider,
} from "~/features/ai/components/profile-experience";
import { AmbassadorEmbed } from "~/features/ambassador/components/ambassador-embed";
import { PartnerProfileView, safeHttpUrl } from "~/features/partners/components/profile-view";
import { getPublishedPartnerBySlug } from "~/features/partners/partners-public.server";
import { breadcrumbJsonLd, pageMeta, partnerJsonLd, withMeta } from "~/features/seo/seo";
import { appContext } from "~/server/context.server";
import type { Route } from "./+types/profile";

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const row = await getPublishedPartnerBySlug(ctx.db, params.slug);
  if (!row) throw data("Scheda non trovata", { status: 404 });
  const { seoTitle, seoMetaDescription, hasAmbassador, updatedAt: _updatedAt, ...profile } = row;
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
      hasAmbassador: Boolean(hasAmbassador),
    },
    (loaderData) => {
      const { siteUrl, profile, seo } = loaderData;
      const path = `/atlas/${profile.slug}`;
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
          breadcrumbJsonLd(siteUrl, [
            { name: "Home", path: "/" },
            { name: "Partner", path: "/partner" },
            { name: profile.nome, path },
          ]),
        ],
      });
    },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.meta ?? [{ title: "Scheda non trovata · Atlante" }, { name: "robots", content: "noindex" }];

export default function PartnerProfilePage({ loaderData }: Route.ComponentProps) {
  const { profile, hasAmbassador } = loaderData;
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
      {profile.coverUrl
        ? imagePreload(profile.coverUrl, "100vw").map((l) => (
            <link
              key={l.href}
              rel="preload"
              as="image"
              type={l.type}
              href={l.href}
              imageSrcSet={l.imageSrcSet}
              imageSizes={l.imageSizes}
              fetchPriority="high"
            />
          ))
        : null}
      <PartnerProfileView
        profile={profile}
        experienceButton={<ExperienceAiButton />}
        experiencePanel={<ProfileExperiencePanel />}
        experienceCta={<ExperienceCtaButton />}
        afterContent={<AmbassadorEmbed profileSlug={profile.slug} hasScript={hasAmbassador} />}
      />
    </ProfileExperienceProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="container-page grid flex-1 place-content-center gap-5 py-24 text-center">
      <h1 className="text-4xl">{notFound ? "Scheda non trovata" : "Errore nel caricamento"}</h1>
      {notFound ? <p className="text-ink-soft">La scheda richiesta non esiste o non è pubblicata.</p> : null}
      <div>
        <Button asChild>
          <Link to="/partner">Torna alla directory</Link>
        </Button>
      </div>
    </section>
  );
}
