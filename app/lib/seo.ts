import type { MetaDescriptor } from "react-router";
import { mediaVariantUrl } from "~/components/ui/responsive-image";
import {
  BECOME_PARTNER_PATH,
  DIRECTORY_PATH,
  HOME_PATH,
  MAGAZINE_PATH,
  RANKINGS_PATH,
  sectionFeedPath,
} from "~/lib/urls";

export const SITE_NAME = "Atlante";
export const DEFAULT_DESCRIPTION =
  "Magazine, classifiche e directory delle eccellenze italiane: moda, design, arte, territori e innovazione.";
export const DEFAULT_IMAGE = "/media/site-images/seed/hero.svg";

export function absoluteUrl(siteUrl: string, path: string) {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteUrl.replace(/\/$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

/** A social-card image: a 1280px JPEG variant of a stored image, absolute. */
export function socialImageUrl(siteUrl: string, src: string | null | undefined) {
  return absoluteUrl(siteUrl, mediaVariantUrl(src || DEFAULT_IMAGE, 1280, "jpeg"));
}

export interface PageMetaInput {
  siteUrl: string;
  /** Path of the canonical URL (no query). */
  path: string;
  title: string;
  description: string;
  image?: string | null | undefined;
  imageAlt?: string | undefined;
  type?: "website" | "article" | "profile";
  jsonLd?: object[];
  /** RSS feeds to advertise with <link rel="alternate">. */
  feeds?: { title: string; path: string }[];
  publishedTime?: string | null | undefined;
  modifiedTime?: string | null | undefined;
  noindex?: boolean;
}

/** A page search engines must not index (private areas, forms, transient pages): its title only. */
export function noindexMeta(title: string): MetaDescriptor[] {
  return [{ title }, { name: "robots", content: "noindex" }];
}

/** Title, description, canonical, Open Graph, Twitter card, feeds and JSON-LD for one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const url = absoluteUrl(input.siteUrl, input.path);
  const fullTitle = input.title.includes(SITE_NAME) ? input.title : `${input.title} · ${SITE_NAME}`;
  const image = socialImageUrl(input.siteUrl, input.image);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "it_IT" },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: input.imageAlt ?? input.title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.publishedTime) tags.push({ property: "article:published_time", content: input.publishedTime });
  if (input.modifiedTime) tags.push({ property: "article:modified_time", content: input.modifiedTime });
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const feed of input.feeds ?? []) {
    tags.push({
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: feed.title,
      href: absoluteUrl(input.siteUrl, feed.path),
    });
  }
  for (const ld of input.jsonLd ?? []) tags.push({ "script:ld+json": ld } as MetaDescriptor);
  return tags;
}

export const MAGAZINE_FEED = { title: "Atlante Magazine (RSS)", path: "/rss.xml" };
export const sectionFeed = (section: { name: string; slug: string }) => ({
  title: `Atlante Magazine · ${section.name} (RSS)`,
  path: sectionFeedPath(section.slug),
});

export interface Crumb {
  name: string;
  path: string;
}

/** The site's sections as the breadcrumbs name them. */
export const CRUMBS = {
  magazine: { name: "Magazine", path: MAGAZINE_PATH },
  rankings: { name: "Le Classifiche", path: RANKINGS_PATH },
  partners: { name: "Partner", path: DIRECTORY_PATH },
  becomePartner: { name: "Diventa Partner", path: BECOME_PARTNER_PATH },
} as const satisfies Record<string, Crumb>;

/** BreadcrumbList JSON-LD: Home, then the trail down to the page. */
export function breadcrumbJsonLd(siteUrl: string, trail: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", path: HOME_PATH }, ...trail].map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
    })),
  };
}

export function websiteJsonLd(siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE_NAME,
    url: absoluteUrl(siteUrl, "/"),
    inLanguage: "it-IT",
    description: DEFAULT_DESCRIPTION,
  };
}

export function articleJsonLd(
  siteUrl: string,
  article: {
    title: string;
    description: string;
    path: string;
    image: string | null;
    author: string;
    publishedAt: string | null;
    modifiedAt: string | null;
    section: string | null;
  },
) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.description,
    mainEntityOfPage: absoluteUrl(siteUrl, article.path),
    image: [socialImageUrl(siteUrl, article.image)],
    author: { "@type": "Person", name: article.author },
    publisher: { "@type": "Organization", name: SITE_NAME, url: absoluteUrl(siteUrl, "/") },
    ...(article.publishedAt ? { datePublished: article.publishedAt } : {}),
    ...(article.modifiedAt ? { dateModified: article.modifiedAt } : {}),
    ...(article.section ? { articleSection: article.section } : {}),
    inLanguage: "it-IT",
  };
}

export function itemListJsonLd(
  siteUrl: string,
  list: {
    name: string;
    description: string;
    path: string;
    items: { rank: number; title: string; description?: string | null }[];
  },
) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: list.name,
    description: list.description,
    url: absoluteUrl(siteUrl, list.path),
    numberOfItems: list.items.length,
    itemListOrder: "https://schema.org/ItemListOrderAscending",
    itemListElement: list.items.map((item) => ({
      "@type": "ListItem",
      position: item.rank,
      name: item.title,
      ...(item.description ? { description: item.description } : {}),
    })),
  };
}

/** schema.org type per partner tipo (issue 3). */
export const PARTNER_SCHEMA_TYPE: Record<string, string> = {
  ente: "GovernmentOrganization",
  museo: "Museum",
  brand: "Brand",
  enogastronomia: "FoodEstablishment",
  altro: "Organization",
};

export function partnerJsonLd(
  siteUrl: string,
  p: {
    tipo: string;
    nome: string;
    description: string;
    path: string;
    logoUrl: string | null;
    coverUrl: string | null;
    sitoWeb: string | null;
    emailContatto: string | null;
    telefono: string | null;
    indirizzoVia: string | null;
    indirizzoCap: string | null;
    indirizzoCitta: string | null;
    provincia: string | null;
    regione: string | null;
    sameAs: string[];
  },
) {
  const type = PARTNER_SCHEMA_TYPE[p.tipo] ?? "Organization";
  const hasAddress = p.indirizzoVia || p.indirizzoCitta || p.regione;
  return {
    "@context": "https://schema.org",
    "@type": type,
    name: p.nome,
    description: p.description,
    url: absoluteUrl(siteUrl, p.path),
    ...(p.logoUrl ? { logo: socialImageUrl(siteUrl, p.logoUrl) } : {}),
    ...(p.coverUrl || p.logoUrl ? { image: socialImageUrl(siteUrl, p.coverUrl ?? p.logoUrl) } : {}),
    ...(p.emailContatto ? { email: p.emailContatto } : {}),
    ...(p.telefono ? { telephone: p.telefono } : {}),
    ...(hasAddress
      ? {
          address: {
            "@type": "PostalAddress",
            ...(p.indirizzoVia ? { streetAddress: p.indirizzoVia } : {}),
            ...(p.indirizzoCap ? { postalCode: p.indirizzoCap } : {}),
            ...(p.indirizzoCitta ? { addressLocality: p.indirizzoCitta } : {}),
            ...(p.regione ? { addressRegion: p.regione } : {}),
            addressCountry: "IT",
          },
        }
      : {}),
    ...(p.sitoWeb || p.sameAs.length ? { sameAs: [p.sitoWeb, ...p.sameAs].filter(Boolean) } : {}),
  };
}

/**
 * Adds a page's meta tags to its loader data. Built on the server so these
 * helpers stay out of the browser bundle; the route's `meta` returns them.
 */
export function withMeta<T extends object>(page: T, build: (page: T) => MetaDescriptor[]) {
  return { ...page, meta: build(page) };
}
