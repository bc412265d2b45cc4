import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, redactText, serializeError } from "./logger.server";

describe("log redaction (issue 18)", () => {
  it("removes e-mails, phones and a failed query's parameters from an error", () => {
    const error = Object.assign(
      new Error(
        'Failed query: insert into "partner_profiles" ("email", "phone") values ($1, $2)\nparams: mario.rossi@example.it,+39 333 123 4567',
      ),
      {
        params: ["mario.rossi@example.it", "Mario Rossi"],
        detail: "Key (email)=(mario.rossi@example.it) already exists.",
        hint: "call 06 1234567 or 347-1234567",
      },
    );
    const text = JSON.stringify(serializeError(error));
    expect(text).not.toContain("mario.rossi@example.it");
    expect(text).not.toContain("Mario Rossi");
    expect(text).not.toContain("333 123 4567");
    expect(text).not.toContain("1234567");
    expect(text).toContain("Failed query: insert into");
    expect(text).toContain("already exists");
  });

  it("keeps dates, ids and ordinary numbers readable", () => {
    expect(redactText("at 2026-11-27 row 12345 id 7f1c")).toBe("at 2026-11-27 row 12345 id 7f1c");
  });

  it("is the logger's err serializer", async () => {
    const lines: string[] = [];
    const logger = createLogger(
      "info",
      new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    logger.error({ err: new Error("duplicate anna@example.it") }, "save failed");
    expect(lines.join("")).toContain("duplicate [email]");
  });
});
