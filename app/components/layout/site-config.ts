/** Header navigation (spec §2). */
export const NAV_LINKS = [
  { to: "/magazine", label: "Magazine" },
  { to: "/liste", label: "Classifiche" },
  { to: "/partner", label: "Partner" },
  { to: "/experience", label: "Italian Experience" },
  { to: "/ai-tour", label: "AI Tour" },
] as const;

export const FOOTER_EXPLORE_LINKS = [
  { to: "/magazine", label: "Magazine" },
  { to: "/liste", label: "Classifiche" },
  { to: "/partner", label: "Directory Partner" },
  { to: "/experience", label: "Italian Experience" },
  { to: "/ai-tour", label: "AI Tour" },
  { to: "/diventa-partner", label: "Diventa Partner" },
  { to: "/newsletter", label: "Newsletter" },
] as const;

export interface SocialLinks {
  instagram?: string | undefined;
  facebook?: string | undefined;
  linkedin?: string | undefined;
  youtube?: string | undefined;
}
