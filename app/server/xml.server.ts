/** Small XML writers for the sitemap and the RSS feeds. */

export function xmlEscape(value: string) {
  return (
    value
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
      // Characters XML 1.0 forbids.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, "")
  );
}

export interface SitemapEntry {
  loc: string;
  lastmod?: Date | null;
}

export function buildSitemap(entries: SitemapEntry[]) {
  const urls = entries
    .map((e) => {
      const lastmod = e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : "";
      return `  <url><loc>${xmlEscape(e.loc)}</loc>${lastmod}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export interface RssItem {
  title: string;
  link: string;
  description: string;
  pubDate: Date;
  category?: string | null;
  author?: string | null;
}

export function buildRss(
  channel: { title: string; link: string; selfUrl: string; description: string },
  items: RssItem[],
) {
  const body = items
    .map(
      (item) => `    <item>
      <title>${xmlEscape(item.title)}</title>
      <link>${xmlEscape(item.link)}</link>
      <guid isPermaLink="true">${xmlEscape(item.link)}</guid>
      <description>${xmlEscape(item.description)}</description>
      <pubDate>${item.pubDate.toUTCString()}</pubDate>${item.category ? `\n      <category>${xmlEscape(item.category)}</category>` : ""}${item.author ? `\n      <dc:creator>${xmlEscape(item.author)}</dc:creator>` : ""}
    </item>`,
    )
    .join("\n");
  const lastBuild = items[0]?.pubDate ?? new Date(0);
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xmlEscape(channel.title)}</title>
    <link>${xmlEscape(channel.link)}</link>
    <description>${xmlEscape(channel.description)}</description>
    <language>it-IT</language>
    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>
    <atom:link href="${xmlEscape(channel.selfUrl)}" rel="self" type="application/rss+xml"/>
${body}
  </channel>
</rss>
`;
}
