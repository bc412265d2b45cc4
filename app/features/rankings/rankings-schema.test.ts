import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { bulkDeleteSchema } from "~/lib/form-schemas";
import * as MESSAGES from "~/lib/messages";
import { findDuplicateIds } from "./duplicates";
import { rankingItemSchema, rankingSchema } from "./rankings-schema";

function form(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields))
    for (const item of Array.isArray(v) ? v : [v]) data.append(k, item);
  return data;
}
/** Field errors of a submission (any status). */
function errs(s: unknown) {
  return (s as { error?: Record<string, string[] | null> }).error;
}
const RID = "7a1f2c34-5b6d-4e7f-8a9b-0c1d2e3f4a5b";

describe("ranking and ranking item forms", () => {
  it("ranking needs title; slug defaults", () => {
    const s = parseWithZod(form({ intent: "save", title: "Le 50 Cantine" }), { schema: rankingSchema });
    expect(s.status === "success" && s.value.slug).toBe("le-50-cantine");
    expect(errs(parseWithZod(form({ intent: "save", title: "" }), { schema: rankingSchema }))?.title).toEqual(
      [MESSAGES.titleRequired],
    );
  });
  it("item needs position >= 1 and title", () => {
    const s = parseWithZod(form({ intent: "save", rankingId: RID, rank: "0", title: "" }), {
      schema: rankingItemSchema,
    });
    expect(errs(s)?.rank).toEqual([MESSAGES.rankMin]);
    expect(errs(s)?.title).toEqual([MESSAGES.titleRequired]);
    expect(
      errs(
        parseWithZod(form({ intent: "save", rankingId: RID, rank: "1.5", title: "x" }), {
          schema: rankingItemSchema,
        }),
      )?.rank,
    ).toEqual([MESSAGES.rankMin]);
  });
  it("empty score is null; score has step 0.1", () => {
    const empty = parseWithZod(
      form({ intent: "save", rankingId: RID, rank: "2", title: "x", score: "", subtitle: "" }),
      { schema: rankingItemSchema },
    );
    expect(empty.status === "success" && [empty.value.score, empty.value.subtitle]).toEqual([null, null]);
    const good = parseWithZod(form({ intent: "save", rankingId: RID, rank: "2", title: "x", score: "9.7" }), {
      schema: rankingItemSchema,
    });
    expect(good.status === "success" && good.value.score).toBe(9.7);
    const bad = parseWithZod(form({ intent: "save", rankingId: RID, rank: "2", title: "x", score: "9.75" }), {
      schema: rankingItemSchema,
    });
    expect(errs(bad)?.score).toEqual([MESSAGES.invalidScore]);
  });
  it("bulk delete with nothing selected says so", () => {
    const r = bulkDeleteSchema.safeParse({ intent: "bulk-delete", rankingId: RID, ids: [] });
    expect(r.error?.issues[0]?.message).toBe(MESSAGES.nothingSelected);
  });
});

describe("select duplicates (spec §5)", () => {
  it("selects all but the first item of each repeated rank", () => {
    const items = [
      { id: "a", rank: 1 },
      { id: "b", rank: 1 },
      { id: "c", rank: 2 },
      { id: "d", rank: 3 },
      { id: "e", rank: 3 },
      { id: "f", rank: 3 },
    ];
    expect(findDuplicateIds(items)).toEqual(["b", "e", "f"]);
    expect(
      findDuplicateIds([
        { id: "a", rank: 1 },
        { id: "b", rank: 2 },
      ]),
    ).toEqual([]);
    expect(MESSAGES.duplicatesSelected(3)).toBe("3 duplicati selezionati");
  });
});
