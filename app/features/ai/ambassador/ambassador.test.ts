import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { seedAmbassadorProfiles } from "../../../../scripts/seed/ambassador-profiles";
import { italianLexicon } from "../italian/lexicon.server";
import { answerAmbassador } from "./answer";
import { type EvalQuestion, scoreAnswer } from "./eval";
import { detectLanguage } from "./language";

const { questions } = JSON.parse(
  fs.readFileSync(path.join(process.cwd(), "tests/fixtures/ambassador-eval/questions.json"), "utf8"),
) as { questions: EvalQuestion[] };

function ask(partner: string, question: string) {
  const seeded = seedAmbassadorProfiles[partner]!;
  return answerAmbassador({ question, agent: seeded.agent, profile: seeded.profile }, italianLexicon);
}

describe("Ambassador offline answers (issue 13, smoke part of the eval set)", () => {
  it.each(questions.filter((q) => q.smoke).map((q) => [q.id, q] as const))("%s", (_id, q) => {
    const seeded = seedAmbassadorProfiles[q.partner]!;
    const verdict = scoreAnswer(q, ask(q.partner, q.q), seeded.profile);
    expect(verdict, JSON.stringify(verdict)).toMatchObject({ ok: true, languageOk: true });
  });

  it("hands off what the profile does not say, with the partner's real channels, in the visitor's language", () => {
    const out = ask("casa-museo-ardenghi", "Do you allow dogs inside?");
    expect(out.handoff).toBe(true);
    expect(out.answer).toContain("The profile does not include this information");
    expect(out.answer).toContain("info@casamuseoardenghi.example");
    expect(out.links.map((l) => l.href)).toContain("mailto:info@casamuseoardenghi.example");
  });

  it("greets with the requested agent's name, the partner's name agreed in Italian", () => {
    expect(ask("fondazione-terre-alte-del-cadore", "Ciao!").answer).toBe(
      "Ciao, sono Giulia, l'assistente virtuale della Fondazione Terre Alte del Cadore. Posso dirti orari, come arrivare, contatti, servizi ed esperienze: chiedi pure.",
    );
  });

  it("detects the five languages on short questions", () => {
    expect(detectLanguage("Orari?").language).toBe("it");
    expect(detectLanguage("Opening hours?").language).toBe("en");
    expect(detectLanguage("Öffnungszeiten?").language).toBe("de");
    expect(detectLanguage("Vous êtes ouverts dimanche ?").language).toBe("fr");
    expect(detectLanguage("¿Abren el domingo?").language).toBe("es");
  });
});
