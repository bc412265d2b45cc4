import { Award, Mail } from "lucide-react";
import type * as React from "react";
import { FRAMES } from "~/components/ui/image-frames";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { AiLabel } from "~/features/ai/components/ai-label";
import type { PartnerProfileViewData } from "~/features/partners/profile-fields";
import { statsClick } from "~/lib/stats-attributes";
import { videoEmbedUrl } from "../video-embed";
import { paragraphs } from "./text";

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

/** A free text drawn as paragraphs, in its own section. */
function TextSection({
  id,
  title,
  text,
  className,
  icon,
}: {
  id: string;
  title: string;
  text: string | null;
  className: string;
  icon?: React.ReactNode;
}) {
  if (!text) return null;
  return (
    <Section id={id} title={title} icon={icon}>
      <div className={className}>
        {paragraphs(text).map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </Section>
  );
}

/** The page's main column: presentation, values, services, experiences, gallery, video, awards. */
export function ProfileMain({
  profile,
  children,
}: {
  profile: PartnerProfileViewData;
  children?: React.ReactNode;
}) {
  const servizi = (profile.aiServizi ?? []).filter((s) => s?.titolo);
  const esperienze = (profile.aiEsperienze ?? []).filter((e) => e?.titolo);
  const gallery = (profile.galleriaImmagini ?? []).filter(Boolean);
  const videoSrc = videoEmbedUrl(profile.videoUrl);
  return (
    <div className="grid min-w-0 content-start gap-16">
      {children}

      {profile.aiChiSiamo || profile.aiValori || profile.aiServizi?.length || profile.aiEsperienze?.length ? (
        <AiLabel className="-mb-10" />
      ) : null}

      <TextSection
        id="chi-siamo"
        title="Chi Siamo"
        text={profile.aiChiSiamo}
        className="grid gap-4 text-lg leading-relaxed text-ink-soft"
      />
      <TextSection
        id="valori"
        title="I Nostri Valori"
        text={profile.aiValori}
        className="grid gap-4 rounded-card border-l-4 border-gold bg-paper p-6 leading-relaxed text-ink-soft"
      />

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
                  {...FRAMES.gallery}
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

      <TextSection
        id="riconoscimenti"
        title="Riconoscimenti e Premi"
        text={profile.riconoscimenti}
        icon={<Award className="size-7 text-gold" aria-hidden="true" />}
        className="grid gap-3 leading-relaxed text-ink-soft"
      />
    </div>
  );
}
