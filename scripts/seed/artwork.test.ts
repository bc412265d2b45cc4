import { describe, expect, it } from "vitest";
import { articleComposition, sectionPalettes } from "./artwork";
import { seedArticles, seedCategories } from "./seed";

describe("seed artwork", () => {
  it("gives every article of a section its own scene and palette", () => {
    for (const { slug } of seedCategories) {
      const count = seedArticles.filter((a) => a.category === slug).length;
      const seen = new Set<string>();
      for (let i = 0; i < count; i++) {
        const { scene, palette } = articleComposition(slug, i);
        // Within the scene's palette list: a palette index past the end would wrap around.
        expect(palette).toBeLessThan(sectionPalettes(slug)[scene]!);
        seen.add(`${scene}:${palette}`);
      }
      expect(seen.size).toBe(count);
    }
  });
});
