import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml, stripHtml } from "./sanitize.server";

describe("sanitizeArticleHtml", () => {
  it.each([
    ["<p>ok</p><script>alert(1)</script>", "<p>ok</p>"],
    ['<img src="/media/x.png" onerror="alert(1)">', '<img src="/media/x.png" />'],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<p style="color:red" onclick="x()">t</p>', "<p>t</p>"],
    ['<iframe src="https://evil.example"></iframe><p>a</p>', "<p>a</p>"],
    ["<svg><script>alert(1)</script></svg>", ""],
    ["<h1>Titolo</h1>", "<h2>Titolo</h2>"],
  ])("%s", (input, expected) => {
    expect(sanitizeArticleHtml(input)).toBe(expected);
  });

  it("keeps article markup and hardens external links", () => {
    const html = sanitizeArticleHtml(
      '<h2>Sez</h2><p><strong>B</strong> <a href="https://example.org">l</a></p>',
    );
    expect(html).toContain("<h2>Sez</h2>");
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });

  it("strips every tag for plain text", () => {
    expect(stripHtml("<p>Uno <em>due</em></p><p>tre</p>")).toBe("Uno duetre");
  });
});
