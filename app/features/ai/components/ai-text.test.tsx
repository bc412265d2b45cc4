import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AiText } from "./ai-text";

const render = (text: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <AiText text={text} />
    </MemoryRouter>,
  );

describe("AiText", () => {
  it("renders bold markers, bullets, internal links and citations as elements", () => {
    const html = render("Intro **chiave**.\n\n- uno [§3]\n- [Leggi](/magazine/moda/seta)");
    expect(html).toContain("<strong>chiave</strong>");
    expect(html).toMatch(/<ul[^>]*><li>uno <a href="#paragrafo-3"[^>]*>§3<\/a><\/li>/);
    expect(html).toContain('href="/magazine/moda/seta"');
  });

  it("never turns model text into HTML or external links", () => {
    const html = render(
      '<img src=x onerror="alert(1)"> **<b>x</b>** [clic](//evil.example) [js](javascript:alert(1))',
    );
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;img");
    expect(html).not.toContain('evil.example"');
    expect(html).not.toContain('href="javascript');
  });
});
