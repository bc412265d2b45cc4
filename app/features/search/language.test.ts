// Question understanding, answer-kind checks, sentence splitting and citable blocks, and
// the evaluation set's dev half answered in memory (the full run with the database, both
// halves and latency is scripts/bench/article-chat.ts).
import { describe, expect, it } from "vitest";
import { sentences } from "~/features/ai/offline/text";
import { anchorArticleHtml, articleBlocks } from "~/lib/article-blocks";
import { sanitizeArticleHtml } from "~/server/sanitize.server";
import { judge, loadQuestions } from "../../../scripts/bench/article-chat";
import { articlesA } from "../../../scripts/seed/data/articles-a";
import { articlesB } from "../../../scripts/seed/data/articles-b";
import { offlineChat } from "../ai/offline/article-tools";
import { findEvidence, givesAnswerKind } from "./answer";
import { analyseQuestion, MISSING_LABEL } from "./question";

describe("sentence splitter", () => {
  it("keeps abbreviations inside their sentence", () => {
    expect(sentences("Il Vesuvio eruttò nel 79 d. C. e seppellì Pompei. Gli scavi iniziarono dopo.")).toEqual(
      ["Il Vesuvio eruttò nel 79 d. C. e seppellì Pompei.", "Gli scavi iniziarono dopo."],
    );
    expect(sentences("La Bialetti S.p.A. ha sede a Omegna. La Rossi S.r.l. no.")).toHaveLength(2);
    expect(sentences("Lane, alpaca, mohair ecc. Arrivano dall'estero.")).toHaveLength(1);
    expect(sentences("Nel XVI sec. La città crebbe. Poi venne la crisi.")).toEqual([
      "Nel XVI sec. La città crebbe.",
      "Poi venne la crisi.",
    ]);
    expect(sentences("«Il ferro deve essere caldo.» Così racconta una maestra. Fine!")).toHaveLength(3);
  });
});

describe("citable blocks", () => {
  const html =
    "<p>Uno.</p><h2>Titolo</h2><ul><li><p>Voce</p></li><li>Altra</li></ul><blockquote><p>«Citazione»</p></blockquote>";
  it("numbers paragraphs, headings, list items and quotes in reading order", () => {
    expect(articleBlocks(html).map((b) => [b.n, b.kind, b.text, b.section])).toEqual([
      [1, "p", "Uno.", null],
      [2, "h", "Titolo", null],
      [3, "li", "Voce", "Titolo"],
      [4, "li", "Altra", "Titolo"],
      [5, "quote", "«Citazione»", "Titolo"],
    ]);
  });
  it("gives the page the same numbers as ids", () => {
    const out = anchorArticleHtml(html);
    expect(out).toContain('<li id="paragrafo-3"><p>Voce</p></li>');
    expect(out).toContain('<blockquote id="paragrafo-5">');
    expect(out.match(/id="/g)).toHaveLength(5);
  });
});

describe("question understanding", () => {
  it.each([
    ["Chi ha progettato l'edificio?", "persona"],
    ["Quando fu costruita la chiesa?", "data"],
    ["In che anno aprì il museo?", "data"],
    ["Quanto costa il biglietto?", "prezzo"],
    ["Quanti gradini ha la scalinata?", "quantita"],
    ["Quanto è alto il campanile?", "misura"],
    ["Quanto dura la visita?", "durata"],
    ["Dove si trova il museo?", "luogo"],
    ["Perché le fornaci furono spostate?", "motivo"],
    ["Come si arriva in treno?", "modo"],
    ["Quali sono gli orari di apertura?", "orario"],
    ["Cos'è il commesso fiorentino?", "generico"],
  ])("%s → %s", (question, kind) => {
    expect(analyseQuestion(question).kind).toBe(kind);
  });

  it("requires the kind of fact asked, or declines saying what is missing", () => {
    const price = analyseQuestion("Quanto costa un foulard di seta?");
    expect(givesAnswerKind("Il foulard si disegna due volte.", price)).toBe(false);
    expect(givesAnswerKind("Un foulard costa 120 euro.", price)).toBe(true);
    const count = analyseQuestion("Quanti restauratori lavorano all'Opificio?");
    expect(givesAnswerKind("Forma i restauratori con un corso di cinque anni.", count)).toBe(false);
    expect(givesAnswerKind("Vi lavorano quaranta restauratori.", count)).toBe(true);
    const who = analyseQuestion("Chi progettò la cattedrale?");
    expect(givesAnswerKind("La città fu progettata sul monte Alveria.", who)).toBe(false);
    expect(givesAnswerKind("La cattedrale fu progettata da Rosario Gagliardi.", who)).toBe(true);
    const passages = [
      { n: 1, block: "p", section: null, text: "Il foulard di seta si stampa a mano con dodici quadri." },
    ];
    const evidence = findEvidence(price, passages, { title: "La seta di Como" });
    expect(evidence.answer).toBeNull();
    expect(evidence.missing).toBe("prezzo");
    expect(MISSING_LABEL.prezzo).toBe("il prezzo");
  });
});

describe("the evaluation set's dev half, in memory (no cross-article lookups)", () => {
  const seed = new Map([...articlesA, ...articlesB].map((a) => [a.slug, a]));
  const questions = loadQuestions().filter((q) => q.split === "dev" && q.type !== "other-article");
  it("answers ≥ 80 % with the right citation and declines ≥ 95 %, presenting no wrong passage", () => {
    let answerable = 0;
    let answered = 0;
    let unanswerable = 0;
    let declined = 0;
    let irrelevant = 0;
    for (const q of questions) {
      const a = seed.get(q.article)!;
      const blocks = articleBlocks(sanitizeArticleHtml(a.content)).map((b) => ({
        n: b.n,
        block: b.kind,
        section: b.section,
        text: b.text,
      }));
      const evidence = findEvidence(q.question, blocks, { title: a.title, excerpt: a.excerpt });
      const content = offlineChat({
        passages: [],
        answer: evidence.answer,
        missing: evidence.missing ? MISSING_LABEL[evidence.missing] : null,
        elsewhere: null,
        topics: [],
        terms: [],
      });
      const verdict = judge(q, content);
      if (q.type === "answerable") {
        answerable++;
        if (verdict.ok) answered++;
      } else {
        unanswerable++;
        if (verdict.ok) declined++;
        if (verdict.presentedPassage) irrelevant++;
      }
    }
    expect(answerable).toBeGreaterThanOrEqual(60);
    expect(answered / answerable).toBeGreaterThanOrEqual(0.8);
    expect(declined / unanswerable).toBeGreaterThanOrEqual(0.95);
    expect(irrelevant).toBe(0);
  }, 30_000);
});
