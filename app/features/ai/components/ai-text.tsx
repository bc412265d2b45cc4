// Renders AI tool text safely as React elements (never as HTML): paragraphs,
// "- " bullet lists, **bold**, internal [links](/path) and [§n] citations.
import type * as React from "react";
import { Link } from "react-router";

export interface AiTextProps {
  text: string;
  /** Called when the reader activates a citation "§n". */
  onCite?: (paragraph: number) => void;
  /** Where a citation links to (default: #paragrafo-n on this page). */
  citeHref?: (paragraph: number) => string;
  /** The AI surface a partner link is counted for (partner statistics: data-partner/data-surface). */
  surface?: string;
}

interface InlineOptions {
  onCite?: ((n: number) => void) | undefined;
  citeHref?: ((n: number) => string) | undefined;
  surface?: string | undefined;
}

const PARTNER_PATH = /^\/atlas\/([^/?#]+)$/;

const INLINE = /\*\*([^*]+)\*\*|\[§(\d{1,3})\]|\[([^\]\n]{1,200})\]\((\/[^)\s]{0,300})\)/g;

function isSafeInternal(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//") && !href.includes("\\");
}

export function renderInline(text: string, options: InlineOptions = {}, keyPrefix = ""): React.ReactNode[] {
  const { onCite, citeHref, surface } = options;
  const out: React.ReactNode[] = [];
  let last = 0;
  let i = 0;
  for (const m of text.matchAll(INLINE)) {
    const at = m.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    const key = `${keyPrefix}-${i++}`;
    if (m[1] !== undefined) {
      out.push(<strong key={key}>{m[1]}</strong>);
    } else if (m[2] !== undefined) {
      const n = Number(m[2]);
      out.push(
        <a
          key={key}
          href={citeHref ? citeHref(n) : `#paragrafo-${n}`}
          data-cite={n}
          className="ml-0.5 rounded bg-gold-light/60 px-1 text-xs font-semibold text-ink no-underline hover:bg-gold-light"
          aria-label={`Vai al paragrafo ${n} dell'articolo`}
          onClick={(event) => {
            if (!onCite) return;
            event.preventDefault();
            onCite(n);
          }}
        >
          §{n}
        </a>,
      );
    } else if (m[3] !== undefined && m[4] !== undefined) {
      const partner = surface ? PARTNER_PATH.exec(m[4])?.[1] : undefined;
      out.push(
        isSafeInternal(m[4]) ? (
          <Link
            key={key}
            to={m[4]}
            {...(partner ? { "data-partner": decodeURIComponent(partner), "data-surface": surface } : {})}
            className="text-terracotta-dark underline underline-offset-2 hover:text-terracotta"
          >
            {m[3]}
          </Link>
        ) : (
          m[3]
        ),
      );
    }
    last = at + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function AiText({ text, onCite, citeHref, surface }: AiTextProps) {
  const options: InlineOptions = { onCite, citeHref, surface };
  const blocks = text.split(/\n{2,}/).filter((b) => b.trim());
  return (
    <div className="space-y-3 text-[0.95rem] leading-relaxed text-ink">
      {blocks.map((block, bi) => {
        const lines = block.split("\n").filter((l) => l.trim());
        const bullets = lines.filter((l) => /^\s*[-•*]\s+/.test(l));
        const key = `b${bi}`;
        if (bullets.length && bullets.length === lines.length) {
          return (
            <ul key={key} className="list-disc space-y-1.5 pl-5">
              {lines.map((l, li) => (
                <li key={`${key}-${li}`}>
                  {renderInline(l.replace(/^\s*[-•*]\s+/, ""), options, `${key}-${li}`)}
                </li>
              ))}
            </ul>
          );
        }
        if (bullets.length) {
          // A heading line followed by bullets.
          const [head, ...rest] = lines;
          return (
            <div key={key}>
              <p className="font-medium">{renderInline(head ?? "", options, `${key}-h`)}</p>
              <ul className="mt-1 list-disc space-y-1.5 pl-5">
                {rest.map((l, li) => (
                  <li key={`${key}-${li}`}>
                    {renderInline(l.replace(/^\s*[-•*]\s+/, ""), options, `${key}-${li}`)}
                  </li>
                ))}
              </ul>
            </div>
          );
        }
        return <p key={key}>{renderInline(lines.join(" "), options, key)}</p>;
      })}
    </div>
  );
}
