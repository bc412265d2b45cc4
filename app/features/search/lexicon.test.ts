// One test per lexicon entry: every word of the group finds the others (through its
// stem), and a passage that uses another word of the group covers a question that uses it.
import { describe, expect, it } from "vitest";
import { findEvidence } from "./answer";
import { LEXICON } from "./lexicon";
import { expansionsOf, stemSetOf, stemsOf } from "./terms";

const keyOf = (word: string) => stemsOf(word).join("_");

describe("Italian lexicon", () => {
  for (const [i, entry] of LEXICON.entries()) {
    it(`entry ${i + 1} (${entry.kind}): ${entry.words.join(", ")}`, () => {
      const keys = [...new Set(entry.words.map(keyOf))];
      expect(keys.length, "a group needs two different stems").toBeGreaterThan(1);
      for (const a of keys) {
        const related = expansionsOf(a);
        for (const b of keys) if (a !== b) expect(related.get(b), `${a} → ${b}`).toBeGreaterThan(0);
      }
      // End to end: a question with the first word is covered by a passage with another one.
      const [first, ...rest] = entry.words;
      const other = rest.find((w) => keyOf(w) !== keyOf(first!))!;
      expect(stemSetOf(`Nel testo: ${other}.`).has(keyOf(other))).toBe(true);
      const evidence = findEvidence(
        `${first} zibaldone?`,
        [{ n: 1, block: "p", section: null, text: `Lo zibaldone e ${other}.` }],
        {
          title: "Prova",
        },
      );
      expect(evidence.passages[0]?.coverage ?? 0).toBeGreaterThan(0.8);
    });
  }
});
