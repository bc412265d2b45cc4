import {
  Award,
  CalendarClock,
  Clock,
  ExternalLink,
  Globe,
  Mail,
  MapPin,
  Phone,
  Sparkles,
} from "lucide-react";

import type * as React from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ImageOrMonogram } from "~/components/ui/image-or-monogram";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { SOCIAL_NETWORK_LABELS, SocialIcon, type SocialNetwork } from "~/components/ui/social-icon";
import type { partnerProfiles } from "~/db/schema";
import { AiLabel } from "~/features/ai/components/ai-label";
import { tipoLabel } from "~/features/partners/partner-labels";
import { joinPlaces } from "~/lib/format";
import { statsClick } from "~/lib/stats-attributes";
import { cn } from "~/lib/utils";
import { videoEmbedUrl } from "./video-embed";

/**
 * The fields of a partner profile the public page draws. Never includes `userId`
 * or `ambassadorScript` (the embed is isolated, D8): callers select only these.
 */
export type PartnerProfileViewData = Pick<
  typeof partnerProfiles.$inferSelect,
  | "slug"
  | "tipo"
  | "nome"
  | "descrizione"
  | "logoUrl"
  | "coverUrl"
  | "sitoWeb"
  | "regione"
  | "provincia"
  | "comune"
  | "emailContatto"
  | "telefono"
  | "indirizzoVia"
  | "indirizzoCap"
  | "indirizzoCitta"
  | "instagram"
  | "facebook"
  | "linkedin"
  | "youtube"
  | "tiktok"
  | "haModuloContatto"
  | "linkModuloContatto"
  | "areaTematica"
  | "puntiInteresse"
  | "galleriaImmagini"
  | "videoUrl"
  | "riconoscimenti"
  | "orariBooking"
  | "aiTitoloPremium"
  | "aiSommario"
  | "aiChiSiamo"
  | "aiValori"
  | "aiServizi"
  | "aiEsperienze"
  | "aiInfoUtili"
  | "aiCta"
>;

/**
 * Props of `PartnerProfileView` (stable: the public page /atlas/{slug} and the
 * wizard's step-8 preview both use it).
 *
 * - `profile`: the profile fields above (a draft may have nulls everywhere except nome/tipo/slug).
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

const SOCIALS: SocialNetwork[] = ["instagram", "facebook", "linkedin", "youtube", "tiktok"];

/** Only http(s) links are ever put in an href. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

function paragraphs(text: string) {
  return text
    .split(/\n{2,}|\r\n\r\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

function splitList(text: string) {
  return text
    .split(/\n|;|,(?![^()]*\))/)
    .map((p) => p.trim())
    .filter(Boolean);
}

function Section({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="flex items-center gap-3 text-3xl">
        {icon}
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

function SidebarBlock({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card bg-paper p-6 shadow-card">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-xl">
        {icon}
        {title}
      </h2>
      <div className="mt-4 grid gap-3 text-ink-soft">{children}</div>
    </section>
  );
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
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const title = profile.aiTitoloPremium?.trim() || profile.nome;
  const summary = profile.aiSommario?.trim() || profile.descrizione?.trim() || "";
  const website = safeHttpUrl(profile.sitoWeb);
  const externalLinkProps = { target: "_blank", rel: "noopener noreferrer" } as const;
  const socials = SOCIALS.map((name) => ({ name, href: safeHttpUrl(profile[name]) })).filter(
    (s): s is { name: SocialNetwork; href: string } => s.href !== null,
  );
  const servizi = (profile.aiServizi ?? []).filter((s) => s?.titolo);
  const esperienze = (profile.aiEsperienze ?? []).filter((e) => e?.titolo);
  const gallery = (profile.galleriaImmagini ?? []).filter(Boolean);
  const videoSrc = videoEmbedUrl(profile.videoUrl);
  const phoneHref = profile.telefono ? `tel:${profile.telefono.replace(/[^\d+]/g, "")}` : null;
  const addressLine = [profile.indirizzoCap, profile.indirizzoCitta].filter(Boolean).join(" ");
  const regionLine = joinPlaces([profile.comune, profile.provincia, profile.regione]);
  const puntiInteresse = profile.puntiInteresse ? splitList(profile.puntiInteresse) : [];
  const bookingLink = profile.haModuloContatto ? safeHttpUrl(profile.linkModuloContatto) : null;
  const hasInfo = Boolean(
    profile.aiInfoUtili ||
      website ||
      profile.emailContatto ||
      phoneHref ||
      profile.indirizzoVia ||
      addressLine ||
      regionLine,
  );
  // Scopri di più: the partner's website when there is one, otherwise the presentation.
  const learnMoreHref = website ?? (profile.aiChiSiamo ? "#chi-siamo" : null);

  return (
    <article className="flex flex-col">
      <header className="relative isolate overflow-hidden bg-ink text-ivory">
        {profile.coverUrl ? (
          <ResponsiveImage
            src={profile.coverUrl}
            alt=""
            width={2400}
            height={1000}
            sizes="100vw"
            priority
            className="absolute inset-0 -z-20 size-full"
          />
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
                width={224}
                height={224}
                sizes="112px"
                maxWidth={480}
                className="size-full"
              />
            </div>
            <div className="flex flex-wrap gap-2">
              {profile.areaTematica ? (
                <Badge className="bg-gold text-ink">{profile.areaTematica}</Badge>
              ) : null}
              <Badge className="bg-ivory/15 text-ivory">{tipoLabel(profile.tipo)}</Badge>
            </div>
          </div>
          {profile.aiTitoloPremium ? <p className="eyebrow text-gold-light">{profile.nome}</p> : null}
          <Heading className="max-w-4xl text-4xl leading-tight md:text-6xl">{title}</Heading>
          {summary ? <p className="max-w-3xl text-lg text-ivory/85">{summary}</p> : null}
          <div className="flex flex-wrap items-center gap-3">
            {preview ? null : experienceButton}
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

      <div className="container-page grid gap-12 py-16 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 content-start gap-16">
          {preview ? null : experiencePanel}

          {profile.aiChiSiamo ||
          profile.aiValori ||
          profile.aiServizi?.length ||
          profile.aiEsperienze?.length ? (
            <AiLabel className="-mb-10" />
          ) : null}

          {profile.aiChiSiamo ? (
            <Section id="chi-siamo" title="Chi Siamo">
              <div className="grid gap-4 text-lg leading-relaxed text-ink-soft">
                {paragraphs(profile.aiChiSiamo).map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </div>
            </Section>
          ) : null}

          {profile.aiValori ? (
            <Section id="valori" title="I Nostri Valori">
              <div className="grid gap-4 rounded-card border-l-4 border-gold bg-paper p-6 leading-relaxed text-ink-soft">
                {paragraphs(profile.aiValori).map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </div>
            </Section>
          ) : null}

          {servizi.length > 0 ? (
            <Section id="servizi" title="Cosa Offriamo">
              <ul className="grid gap-6 md:grid-cols-2">
                {servizi.map((s) => (
                  <li key={s.titolo} className="flex flex-col gap-3 rounded-card bg-paper p-6 shadow-card">
                    <h3 className="text-xl">{s.titolo}</h3>
                    <p className="flex-1 text-ink-soft">{s.descrizione}</p>
                    {s.cta && profile.emailContatto ? (
                      <a
                        href={`mailto:${profile.emailContatto}?subject=${encodeURIComponent(s.titolo)}`}
                        {...statsClick(profile.slug, "email_click")}
                        className="inline-flex items-center gap-2 font-medium text-terracotta-dark underline-offset-4 hover:underline"
                      >
                        <Mail className="size-4" aria-hidden="true" />
                        {s.cta}
                      </a>
                    ) : null}
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}

          {esperienze.length > 0 ? (
            <Section id="esperienze" title="Esperienze Consigliate">
              <ol className="grid gap-4">
                {esperienze.map((e, i) => (
                  <li key={e.titolo} className="flex gap-4 rounded-card bg-paper p-6 shadow-card">
                    <span
                      aria-hidden="true"
                      className="grid size-10 shrink-0 place-items-center rounded-full bg-terracotta font-display text-lg text-white"
                    >
                      {i + 1}
                    </span>
                    <div>
                      <h3 className="text-xl">{e.titolo}</h3>
                      <p className="mt-1 text-ink-soft">{e.descrizione}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </Section>
          ) : null}

          {gallery.length > 0 ? (
            <Section id="galleria" title="Galleria">
              <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
                {gallery.map((src, i) => (
                  <li key={src} className="overflow-hidden rounded-card bg-sand">
                    <ResponsiveImage
                      src={src}
                      alt={`${profile.nome}, immagine ${i + 1} di ${gallery.length}`}
                      width={800}
                      height={600}
                      sizes="(min-width: 768px) 30vw, 50vw"
                      maxWidth={960}
                      className="aspect-[4/3] w-full"
                    />
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}

          {videoSrc ? (
            <Section id="video" title="Video Presentazione">
              <div className="aspect-video overflow-hidden rounded-card bg-ink">
                <iframe
                  src={videoSrc}
                  title={`Video di presentazione di ${profile.nome}`}
                  {...statsClick(profile.slug, "video_play")}
                  className="size-full"
                  loading="lazy"
                  allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
                  allowFullScreen
                  referrerPolicy="strict-origin-when-cross-origin"
                />
              </div>
            </Section>
          ) : null}

          {profile.riconoscimenti ? (
            <Section
              id="riconoscimenti"
              title="Riconoscimenti e Premi"
              icon={<Award className="size-7 text-gold" aria-hidden="true" />}
            >
              <div className="grid gap-3 leading-relaxed text-ink-soft">
                {paragraphs(profile.riconoscimenti).map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </div>
            </Section>
          ) : null}
        </div>

        <aside className="grid content-start gap-6" aria-label="Informazioni pratiche">
          {hasInfo ? (
            <SidebarBlock
              id="info-utili"
              title="Info Utili"
              icon={<MapPin className="size-5 text-terracotta" aria-hidden="true" />}
            >
              {profile.aiInfoUtili ? <p>{profile.aiInfoUtili}</p> : null}
              <ul className="grid gap-2 text-sm">
                {website ? (
                  <li className="flex items-start gap-2">
                    <Globe className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    <a
                      href={website}
                      {...externalLinkProps}
                      {...statsClick(profile.slug, "website_click")}
                      className="break-all text-terracotta-dark hover:underline"
                    >
                      {website.replace(/^https?:\/\//, "").replace(/\/$/, "")}
                    </a>
                  </li>
                ) : null}
                {profile.emailContatto ? (
                  <li className="flex items-start gap-2">
                    <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    <a
                      href={`mailto:${profile.emailContatto}`}
                      {...statsClick(profile.slug, "email_click")}
                      className="break-all text-terracotta-dark hover:underline"
                    >
                      {profile.emailContatto}
                    </a>
                  </li>
                ) : null}
                {phoneHref ? (
                  <li className="flex items-start gap-2">
                    <Phone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    <a
                      href={phoneHref}
                      {...statsClick(profile.slug, "phone_click")}
                      className="text-terracotta-dark hover:underline"
                    >
                      {profile.telefono}
                    </a>
                  </li>
                ) : null}
                {profile.indirizzoVia || addressLine || regionLine ? (
                  <li className="flex items-start gap-2">
                    <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    <address className="not-italic">
                      {profile.indirizzoVia ? <span className="block">{profile.indirizzoVia}</span> : null}
                      {addressLine ? <span className="block">{addressLine}</span> : null}
                      {regionLine ? <span className="block">{regionLine}</span> : null}
                    </address>
                  </li>
                ) : null}
              </ul>
            </SidebarBlock>
          ) : null}

          {profile.orariBooking || bookingLink ? (
            <SidebarBlock
              id="orari"
              title="Orari e Prenotazioni"
              icon={<Clock className="size-5 text-terracotta" aria-hidden="true" />}
            >
              {profile.orariBooking ? <p>{profile.orariBooking}</p> : null}
              {bookingLink ? (
                <a
                  href={bookingLink}
                  {...externalLinkProps}
                  {...statsClick(profile.slug, "booking_click")}
                  className="inline-flex items-center gap-2 font-medium text-terracotta-dark hover:underline"
                >
                  <CalendarClock className="size-4" aria-hidden="true" /> Prenota online
                  <span className="sr-only"> (si apre in una nuova scheda)</span>
                </a>
              ) : null}
            </SidebarBlock>
          ) : null}

          {puntiInteresse.length > 0 ? (
            <SidebarBlock
              id="punti-interesse"
              title="Punti di Interesse"
              icon={<Sparkles className="size-5 text-terracotta" aria-hidden="true" />}
            >
              <ul className="grid gap-2">
                {puntiInteresse.map((p) => (
                  <li key={p} className="flex items-start gap-2">
                    <MapPin className="mt-1 size-4 shrink-0 text-gold" aria-hidden="true" />
                    {p}
                  </li>
                ))}
              </ul>
            </SidebarBlock>
          ) : null}
        </aside>
      </div>

      <section aria-labelledby="cta-title" className="bg-ink py-16 text-ivory">
        <div className="container-page grid justify-items-center gap-6 text-center">
          <h2 id="cta-title" className="max-w-3xl text-3xl md:text-4xl">
            {profile.aiCta?.trim() || `Scopri ${profile.nome}`}
          </h2>
          <div className={cn("flex flex-wrap justify-center gap-3")}>
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
