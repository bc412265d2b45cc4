import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AmbassadorEmbed } from "~/features/partners/ambassador/ambassador-embed";

describe("AmbassadorEmbed (D8)", () => {
  it("renders nothing without a script", () => {
    expect(
      renderToStaticMarkup(createElement(AmbassadorEmbed, { profileSlug: "museo", hasScript: false })),
    ).toBe("");
  });
  it("renders only a sandboxed frame without same-origin rights", () => {
    const html = renderToStaticMarkup(
      createElement(AmbassadorEmbed, { profileSlug: "museo del vetro", hasScript: true }),
    );
    expect(html).toContain('src="/ambassador-embed/museo%20del%20vetro"');
    expect(html).toContain('sandbox="allow-scripts allow-popups allow-forms"');
    expect(html).not.toContain("allow-same-origin");
    expect(html).toContain('allow="microphone; camera; autoplay; fullscreen"');
    expect(html).not.toContain("<script");
  });
});
