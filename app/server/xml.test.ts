import { describe, expect, it } from "vitest";
import { buildRss, buildSitemap, xmlEscape } from "~/server/xml.server";
import { xmlProblem, xmlValues } from "../../tests/helpers/xml-check";

describe("XML writers", () => {
  it("escape markup and strip characters XML forbids", () => {
    expect(xmlEscape(`Vini & "cantine" <d'Italia>\u0001`)).toBe(
      "Vini &amp; &quot;cantine&quot; &lt;d&apos;Italia&gt;",
    );
  });

  it("write a well-formed sitemap with lastmod", () => {
    const xml = buildSitemap([
      { loc: "https://atlante.example/?a=1&b=2", lastmod: new Date("2026-01-02T03:04:05Z") },
      { loc: "https://atlante.example/liste" },
    ]);
    expect(xmlProblem(xml)).toBeNull();
    expect(xmlValues(xml, "loc")).toEqual([
      "https://atlante.example/?a=1&b=2",
      "https://atlante.example/liste",
    ]);
    expect(xml).toContain("<lastmod>2026-01-02T03:04:05.000Z</lastmod>");
  });

  it("write a well-formed RSS 2.0 feed", () => {
    const xml = buildRss(
      {
        title: "Atlante & Co",
        link: "https://a.example/magazine",
        selfUrl: "https://a.example/rss.xml",
        description: "<b>x</b>",
      },
      [
        {
          title: "Moda <2026>",
          link: "https://a.example/magazine/moda/x",
          description: 'Tra "stile" & mestiere',
          pubDate: new Date(0),
          category: "Moda",
          author: "AI Editorial",
        },
      ],
    );
    expect(xmlProblem(xml)).toBeNull();
    expect(xml).toContain('<rss version="2.0"');
    expect(xmlValues(xml, "title")).toEqual(["Atlante & Co", "Moda <2026>"]);
  });

  it("the checker catches broken XML", () => {
    expect(xmlProblem("<a><b></a></b>")).not.toBeNull();
    expect(xmlProblem("<a>AT&T</a>")).not.toBeNull();
    expect(xmlProblem("<a/><b/>")).not.toBeNull();
    expect(xmlProblem("<a><b/></a>")).toBeNull();
  });
});
