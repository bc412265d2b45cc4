import {
  CalendarClock,
  Clock,
  Globe,
  Info,
  type LucideIcon,
  Mail,
  MapPin,
  Phone,
  Sparkles,
} from "lucide-react";
import type * as React from "react";
import {
  FACT_FIELDS,
  type PartnerProfileViewData,
  PROFILE_FIELD_LABELS,
} from "~/features/partners/profile-fields";
import { joinPlaces } from "~/lib/format";
import { statsClick } from "~/lib/stats-attributes";
import { externalLinkProps, safeHttpUrl, splitList } from "./text";

function SidebarBlock({
  id,
  title,
  icon: Icon,
  children,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card bg-paper p-6 shadow-card">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-xl">
        <Icon className="size-5 text-terracotta" aria-hidden="true" />
        {title}
      </h2>
      <div className="mt-4 grid gap-3 text-ink-soft">{children}</div>
    </section>
  );
}

/** One way to reach the partner: an icon and a link. */
function ContactItem({
  icon: Icon,
  className = "break-all text-terracotta-dark hover:underline",
  children,
  ...link
}: React.ComponentProps<"a"> & { icon: LucideIcon }) {
  return (
    <li className="flex items-start gap-2">
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <a {...link} className={className}>
        {children}
      </a>
    </li>
  );
}

/** The practical column: contacts and address, hours and booking, nearby places, other facts. */
export function ProfileSidebar({
  profile,
  website,
}: {
  profile: PartnerProfileViewData;
  website: string | null;
}) {
  const phoneHref = profile.telefono ? `tel:${profile.telefono.replace(/[^\d+]/g, "")}` : null;
  const addressLine = [profile.indirizzoCap, profile.indirizzoCitta].filter(Boolean).join(" ");
  const regionLine = joinPlaces([profile.comune, profile.provincia, profile.regione]);
  const puntiInteresse = profile.puntiInteresse ? splitList(profile.puntiInteresse) : [];
  const bookingLink = profile.haModuloContatto ? safeHttpUrl(profile.linkModuloContatto) : null;
  const hasAddress = Boolean(profile.indirizzoVia || addressLine || regionLine);
  const hasInfo = Boolean(profile.aiInfoUtili || website || profile.emailContatto || phoneHref || hasAddress);
  const facts = FACT_FIELDS.flatMap((key) => {
    const value: unknown = profile[key];
    return typeof value === "string" && value.trim() ? [{ key, value }] : [];
  });

  return (
    <aside className="grid content-start gap-6" aria-label="Informazioni pratiche">
      {hasInfo ? (
        <SidebarBlock id="info-utili" title="Info Utili" icon={MapPin}>
          {profile.aiInfoUtili ? <p>{profile.aiInfoUtili}</p> : null}
          <ul className="grid gap-2 text-sm">
            {website ? (
              <ContactItem
                icon={Globe}
                href={website}
                {...externalLinkProps}
                {...statsClick(profile.slug, "website_click")}
              >
                {website.replace(/^https?:\/\//, "").replace(/\/$/, "")}
              </ContactItem>
            ) : null}
            {profile.emailContatto ? (
              <ContactItem
                icon={Mail}
                href={`mailto:${profile.emailContatto}`}
                {...statsClick(profile.slug, "email_click")}
              >
                {profile.emailContatto}
              </ContactItem>
            ) : null}
            {phoneHref ? (
              <ContactItem
                icon={Phone}
                href={phoneHref}
                {...statsClick(profile.slug, "phone_click")}
                className="text-terracotta-dark hover:underline"
              >
                {profile.telefono}
              </ContactItem>
            ) : null}
            {hasAddress ? (
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
        <SidebarBlock id="orari" title="Orari e Prenotazioni" icon={Clock}>
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
        <SidebarBlock id="punti-interesse" title="Punti di Interesse" icon={Sparkles}>
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

      {facts.length > 0 ? (
        <SidebarBlock id="altre-informazioni" title="Altre informazioni" icon={Info}>
          <dl className="grid gap-2 text-sm">
            {facts.map(({ key, value }) => (
              <div key={key}>
                <dt className="font-medium text-ink">{PROFILE_FIELD_LABELS[key]}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </SidebarBlock>
      ) : null}
    </aside>
  );
}
