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
import { baseForm, stemOf } from "./terms";

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

describe("reader questions, the way readers ask them", () => {
  const p = (n: number, block: string, text: string, section: string | null = null) => ({
    n,
    block,
    section,
    text,
  });
  const answerOf = (question: string, passages: ReturnType<typeof p>[], title = "Prova") =>
    findEvidence(question, passages, { title }).answer;

  it.each([
    ["Cosa dice la ceramista di Deruta?", "citazione"],
    ["Che consiglio dà il barista?", "citazione"],
    ["Cosa dice l'articolo sul vetro?", "generico"],
    ["Ogni quanto si tiene la fiera?", "frequenza"],
    ["Quanto ci mettono le barriere ad alzarsi?", "durata"],
    ["Dov'è il museo?", "luogo"],
  ])("%s → %s", (question, kind) => {
    expect(analyseQuestion(question).kind).toBe(kind);
  });

  it("answers what someone says with the quote, not with the sentence that attributes it", () => {
    const passages = [
      p(1, "p", "La bottega lavora la ceramica da tre generazioni."),
      p(2, "quote", "«Il pennello non si ferma mai a metà di una foglia.»"),
      p(3, "p", "Lo dice una ceramista di Deruta che lavora da vent'anni vicino alla piazza."),
    ];
    expect(answerOf("Cosa dice la ceramista di Deruta?", passages)).toMatchObject({
      n: 2,
      text: "«Il pennello non si ferma mai a metà di una foglia.»",
    });
    // The same words asked about the speaker are answered by the attribution.
    expect(answerOf("In che città lavora la ceramista?", passages)?.n).toBe(3);
  });

  it("reads a list item with the paragraph that introduces the list", () => {
    const passages = [
      p(1, "p", "Come riconoscere una gelateria artigianale:"),
      p(2, "li", "Guardate i colori: il pistacchio vero tende al verde oliva."),
      p(3, "li", "Contate i gusti: meno gusti significano più freschezza."),
    ];
    const q = "Come si riconosce la freschezza in una gelateria artigianale?";
    expect(answerOf(q, passages)?.n).toBe(3);
    // Without its introduction the item alone does not cover the question.
    expect(answerOf(q, passages.slice(1))).toBeNull();
  });

  it("counts the thing asked through its synonyms, not decades or a vehicle", () => {
    const steps = analyseQuestion("Quanti scalini ha la scalinata?");
    expect(givesAnswerKind("Si sale con una scalinata di oltre duecento gradini.", steps)).toBe(true);
    const made = analyseQuestion("Quante Vespe sono state prodotte?");
    expect(givesAnswerKind("Negli anni Cinquanta la Vespa era prodotta anche all'estero.", made)).toBe(false);
    expect(givesAnswerKind("Intorno al mezzo nacquero i Vespa Club.", made)).toBe(false);
    const gates = analyseQuestion("Quante sono le bocche di porto?");
    expect(
      givesAnswerKind("La laguna comunica con il mare attraverso tre varchi, le bocche di porto.", gates),
    ).toBe(true);
  });

  it("takes a time of day for 'fino a che ora', and a frequency for 'ogni quanto'", () => {
    const until = analyseQuestion("Fino a che ora si beve il cappuccino?");
    expect(givesAnswerKind("Il cappuccino si beve soltanto al mattino.", until)).toBe(true);
    expect(givesAnswerKind("Il cappuccino si beve in tazza grande.", until)).toBe(false);
    const hours = analyseQuestion("Quali sono gli orari del museo?");
    expect(givesAnswerKind("Il museo apre la mattina.", hours)).toBe(false);
    expect(givesAnswerKind("Il museo apre alle nove.", hours)).toBe(true);
    const often = analyseQuestion("Ogni quanto si tiene la fiera?");
    expect(givesAnswerKind("La fiera si tiene a Bologna ogni due anni.", often)).toBe(true);
    expect(givesAnswerKind("La fiera si tiene a Bologna.", often)).toBe(false);
  });

  it("never joins one thing's name to the next sentence's date", () => {
    const passages = [
      p(
        1,
        "p",
        "Lungo la via si raggiungono le Terme Stabiane e il Lupanare. Più avanti si trova l'Anfiteatro, costruito intorno al 70 a.C.",
      ),
    ];
    const q = "In che anno sono state costruite le Terme Stabiane?";
    expect(answerOf(q, passages)).toBeNull();
    expect(answerOf("In che anno è stato costruito l'Anfiteatro?", passages)?.text).toContain("70 a.C.");
  });

  it("tells a name from its diminutive and keeps the stop words of a name", () => {
    const passages = [
      p(1, "p", "Gaspare Campari aprì un caffè nella Galleria nel 1867."),
      p(2, "p", "Nel 1915 il figlio Davide inaugurò il Camparino all'ingresso della Galleria."),
    ];
    expect(answerOf("Quando è stato aperto il Camparino?", passages)?.n).toBe(2);
    const trail = [p(1, "p", "Il Sentiero Azzurro è lungo una dozzina di chilometri.")];
    expect(answerOf("Quanto è lungo il Sentiero degli Dei?", trail)).toBeNull();
    expect(answerOf("Quanto è lungo il Sentiero Azzurro?", trail)?.n).toBe(1);
  });

  it("does not let the title answer for a sentence about another named thing", () => {
    const passages = [
      p(1, "p", "Il complesso è l'ex Manifattura Tabacchi, progettata dall'ingegnere Pier Luigi Nervi."),
      p(2, "p", "Il supercomputer Leonardo è stato inaugurato nel novembre 2022."),
    ];
    const title = "Bologna, dentro il Tecnopolo del supercomputer Leonardo";
    expect(answerOf("Chi ha progettato il supercomputer Leonardo?", passages, title)).toBeNull();
    expect(answerOf("Chi ha progettato la Manifattura Tabacchi?", passages, title)?.n).toBe(1);
  });

  it("asks an amount with 'quanta' and where a name comes from with 'perché si chiama'", () => {
    expect(analyseQuestion("Quanta energia consuma il supercomputer?").kind).toBe("quantita");
    const passages = [
      p(1, "p", "Il supercomputer simula il clima e i consumi energetici delle città."),
      p(2, "p", "La Fabbrica della Ruota ha muri spessi e una grande ruota nel cortile."),
      p(3, "p", "La Fabbrica della Ruota deve il nome alla grande ruota che trasmetteva l'energia."),
    ];
    expect(answerOf("Quanta energia consuma il supercomputer?", passages)).toBeNull();
    expect(answerOf("Perché si chiama Fabbrica della Ruota?", passages)?.n).toBe(3);
  });

  it("takes the person from the sentence before one that says it happened 'così'", () => {
    const passages = [
      p(
        1,
        "p",
        "Si racconta che il conte Camillo Negroni chiese al barista di rinforzare il suo Americano con il gin. Nacque così il Negroni.",
      ),
    ];
    expect(answerOf("Chi inventò il Negroni?", passages)?.text).toContain("Camillo Negroni");
  });

  it("answers 'come si fa' only with a sentence about doing it", () => {
    const passages = [
      p(
        1,
        "p",
        "Nell'auditorium del museo, in brevi audizioni fissate dal calendario, un musicista suona uno strumento storico.",
        "Il museo",
      ),
      p(2, "p", "Le audizioni si prenotano alla biglietteria del museo.", "Informazioni"),
    ];
    const q = "Come si prenota un'audizione al museo?";
    expect(answerOf(q, passages)?.n).toBe(2);
    expect(answerOf(q, passages.slice(0, 1))).toBeNull();
  });

  it("takes a condition for when something recurs, never for when it happened", () => {
    const recurring = analyseQuestion("Quando si alzano le barriere?");
    expect(givesAnswerKind("Le barriere si alzano quando si prevede una marea alta.", recurring)).toBe(true);
    const once = analyseQuestion("Quando è stata restaurata la cappella?");
    expect(givesAnswerKind("Se piove, la cappella resta chiusa.", once)).toBe(false);
    expect(givesAnswerKind("La cappella fu restaurata nel 2002.", once)).toBe(true);
  });

  it("never answers with a sentence that names nothing asked", () => {
    const passages = [
      p(
        1,
        "p",
        "Nei bar più affollati si paga prima alla cassa. Una barista di un caffè storico di Torino riassume così il rito.",
        "Le regole del bancone",
      ),
    ];
    // The heading and the title cover the question, but neither sentence says what it asks.
    expect(
      answerOf("Quali sono le regole del bancone a Torino?", passages, "Il caffè al banco")?.text,
    ).toContain("Torino");
    expect(
      answerOf("Quali regole ha il bancone?", [
        p(1, "p", "Si paga prima alla cassa.", "Le regole del bancone"),
      ]),
    ).toBeNull();
  });

  it("stems an infinitive with a clitic as the infinitive", () => {
    expect(stemOf(baseForm("alzarsi"))).toBe(stemOf("alzare"));
    expect(baseForm("portarla")).toBe("portare");
    expect(baseForm("ragazzi")).toBe("ragazzi");
  });
});

describe("the evaluation set", () => {
  const seed = new Map([...articlesA, ...articlesB].map((a) => [a.slug, a]));
  const fold = (s: string) =>
    s
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase();
  it("asks about seeded articles, and each expected answer is in a block it cites", () => {
    const wrong: string[] = [];
    for (const q of loadQuestions()) {
      const article = seed.get(q.article);
      if (!article || (q.pointsTo ?? []).some((slug) => !seed.has(slug))) wrong.push(q.question);
      if (!article || q.type !== "answerable") continue;
      const blocks = articleBlocks(sanitizeArticleHtml(article.content));
      if (!(q.cite ?? []).some((n) => fold(blocks[n - 1]?.text ?? "").includes(fold(q.expect ?? "-"))))
        wrong.push(q.question);
    }
    expect(wrong).toEqual([]);
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
