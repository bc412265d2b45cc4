import {
  AI_TOUR_PATH,
  BECOME_PARTNER_PATH,
  DIRECTORY_PATH,
  EXPERIENCE_PATH,
  MAGAZINE_PATH,
  NEWSLETTER_PATH,
  RANKINGS_PATH,
} from "~/lib/urls";

/** Header navigation (spec §2). */
export const NAV_LINKS = [
  { to: MAGAZINE_PATH, label: "Magazine" },
  { to: RANKINGS_PATH, label: "Classifiche" },
  { to: DIRECTORY_PATH, label: "Partner" },
  { to: EXPERIENCE_PATH, label: "Italian Experience" },
  { to: AI_TOUR_PATH, label: "AI Tour" },
] as const;

/** The footer's "Esplora": the header's links (the directory named in full), partnership, newsletter. */
export const FOOTER_EXPLORE_LINKS = [
  ...NAV_LINKS.map((link) => (link.to === DIRECTORY_PATH ? { ...link, label: "Directory Partner" } : link)),
  { to: BECOME_PARTNER_PATH, label: "Diventa Partner" },
  { to: NEWSLETTER_PATH, label: "Newsletter" },
];

export interface SocialLinks {
  instagram?: string | undefined;
  facebook?: string | undefined;
  linkedin?: string | undefined;
  youtube?: string | undefined;
}
