/**
 * A small strict well-formedness check for the XML the site writes (sitemap,
 * RSS): one root, balanced and properly nested tags, quoted attributes, known
 * or numeric entities only. Used by tests; returns the first problem or null.
 */
export function xmlProblem(xml: string): string | null {
  let s = xml.replace(/^\uFEFF/, "");
  if (s.startsWith("<?xml")) {
    const end = s.indexOf("?>");
    if (end < 0) return "unterminated XML declaration";
    s = s.slice(end + 2);
  }
  const stack: string[] = [];
  let roots = 0;
  const token =
    /<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->|<\/?([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|<|&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/g;
  let last = 0;
  for (let m = token.exec(s); m; m = token.exec(s)) {
    const text = s.slice(last, m.index);
    if (stack.length === 0 && text.trim()) return `text outside the root: ${text.trim().slice(0, 40)}`;
    last = token.lastIndex;
    const t = m[0];
    if (t.startsWith("<![CDATA[") || t.startsWith("<!--")) continue;
    if (t === "<") return `stray '<' at ${m.index}`;
    if (t.startsWith("&")) return `bad entity at ${m.index}`;
    const name = m[1] as string;
    if (t.startsWith("</")) {
      if (stack.pop() !== name) return `mismatched </${name}>`;
    } else if (m[3] === "/") {
      if (stack.length === 0) roots++;
    } else {
      if (stack.length === 0) roots++;
      stack.push(name);
    }
  }
  if (s.slice(last).trim()) return "text after the root";
  if (stack.length) return `unclosed <${stack.at(-1)}>`;
  if (roots !== 1) return `expected one root element, found ${roots}`;
  return null;
}

/** Every <loc> of a sitemap, or every <link> of an RSS feed's items. */
export function xmlValues(xml: string, tag: string) {
  return [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, "g"))].map((m) =>
    (m[1] as string)
      .replace(/&amp;/g, "&")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'"),
  );
}
