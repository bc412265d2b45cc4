// What each kind of source contributes to the index, passage by passage. Pure functions:
// the indexer loads the published rows and stores what these return.
import { articleBlocks } from "~/lib/article-blocks";

export type SourceKind = "article" | "ranking" | "partner";

export interface IndexPassage {
  position: number;
  block: "title" | "excerpt" | "p" | "h" | "li" | "quote" | "item" | "profile";
  anchor: number | null;
  section: string | null;
  body: string;
  weight: "A" | "B" | "C" | "D";
}

const MAX_BODY = 4000;

function clean(text: string | null | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_BODY);
}

/** Title, standfirst and every citable block of an article (content already sanitised). */
export function articlePassages(article: {
  title: string;
  excerpt: string | null;
  content: string | null;
}): IndexPassage[] {
  const out: IndexPassage[] = [
    { position: 0, block: "title", anchor: null, section: null, body: clean(article.title), weight: "A" },
  ];
  if (clean(article.excerpt))
    out.push({
      position: 1,
      block: "excerpt",
      anchor: null,
      section: null,
      body: clean(article.excerpt),
      weight: "B",
    });
  for (const b of articleBlocks(article.content)) {
    if (!b.text) continue;
    out.push({
      position: b.n + 1,
      block: b.kind,
      anchor: b.n,
      section: b.section,
      body: clean(b.text),
      weight: b.kind === "h" ? "B" : "C",
    });
  }
  return out;
}

/** A ranking's title and description, and one passage per item (anchor = its rank). */
export function rankingPassages(
  ranking: { title: string; description: string | null },
  items: { rank: number; title: string; subtitle: string | null; description: string | null }[],
): IndexPassage[] {
  const out: IndexPassage[] = [
    { position: 0, block: "title", anchor: null, section: null, body: clean(ranking.title), weight: "A" },
  ];
  if (clean(ranking.description))
    out.push({
      position: 1,
      block: "excerpt",
      anchor: null,
      section: null,
      body: clean(ranking.description),
      weight: "B",
    });
  for (const item of [...items].sort((a, b) => a.rank - b.rank)) {
    const head = [item.title, item.subtitle].filter(Boolean).join(", ");
    out.push({
      position: item.rank + 1,
      block: "item",
      anchor: item.rank,
      section: null,
      body: clean(`${item.rank}. ${head}${item.description ? `: ${item.description}` : ""}`),
      weight: "C",
    });
  }
  return out;
}

const TIPO_WORDS: Record<string, string> = {
  ente: "Ente e territorio",
  museo: "Museo e luogo culturale",
  brand: "Brand",
  enogastronomia: "Azienda enogastronomica",
  altro: "Eccellenza",
};

export interface PartnerForIndex {
  nome: string;
  tipo: string;
  regione: string | null;
  provincia: string | null;
  comune: string | null;
  areaTematica: string | null;
  descrizione: string | null;
  puntiInteresse: string | null;
  riconoscimenti: string | null;
  aiTitoloPremium: string | null;
  aiSommario: string | null;
  aiChiSiamo: string | null;
  aiValori: string | null;
  aiServizi: { titolo: string; descrizione: string }[] | null;
  aiEsperienze: { titolo: string; descrizione: string }[] | null;
}

/** A published partner: name, what and where it is, its texts, services and points of interest. */
export function partnerPassages(p: PartnerForIndex): IndexPassage[] {
  const out: IndexPassage[] = [];
  const push = (
    block: IndexPassage["block"],
    body: string | null | undefined,
    weight: IndexPassage["weight"],
    section: string | null = null,
  ) => {
    const text = clean(body);
    if (text) out.push({ position: out.length, block, anchor: null, section, body: text, weight });
  };
  push("title", p.nome, "A");
  const where = [p.comune, p.provincia, p.regione].filter(Boolean).join(", ");
  push("profile", [TIPO_WORDS[p.tipo] ?? p.tipo, where, p.areaTematica].filter(Boolean).join(" · "), "B");
  push("excerpt", p.aiTitoloPremium, "B");
  push("p", p.aiSommario, "C");
  push("p", p.descrizione, "C");
  push("p", p.aiChiSiamo, "C", "Chi siamo");
  push("p", p.aiValori, "D", "Valori");
  for (const s of p.aiServizi ?? []) push("li", `${s.titolo}: ${s.descrizione}`, "C", "Servizi");
  for (const e of p.aiEsperienze ?? []) push("li", `${e.titolo}: ${e.descrizione}`, "D", "Esperienze");
  push("p", p.puntiInteresse, "C", "Punti di interesse");
  push("p", p.riconoscimenti, "D", "Riconoscimenti");
  return out;
}
