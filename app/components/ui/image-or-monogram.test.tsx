import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ImageOrMonogram, monogramLetter } from "./image-or-monogram";

describe("monogramLetter", () => {
  it("takes the first letter, never a digit that would read as a rank", () => {
    expect(monogramLetter("Le cantine più belle")).toBe("L");
    expect(monogramLetter("100 Brand del Made in Italy")).toBe("B");
    expect(monogramLetter("èlite del vetro")).toBe("È");
    expect(monogramLetter("2025")).toBe("");
  });
});

describe("ImageOrMonogram", () => {
  const size = { width: 160, height: 100, sizes: "100vw", className: "aspect-[16/10]" };

  it("draws the stored image when there is one", () => {
    const html = renderToString(<ImageOrMonogram src="/media/site-images/a.png" title="Murano" {...size} />);
    expect(html).toContain("<img");
    expect(html).not.toContain("image-fallback");
  });

  it("otherwise a decorative monogram of the same size", () => {
    const html = renderToString(<ImageOrMonogram src={null} title="50 migliori vini" {...size} />);
    expect(html).not.toContain("<img");
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain("aspect-[16/10]");
    expect(html).toMatch(/>M<\/span>/);
    expect(html).not.toContain(">5<");
  });
});
