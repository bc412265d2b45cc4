import { describe, expect, it } from "vitest";
import { FORM_MESSAGES, formRefusalOf, parseCleanJson, readForm } from "./form.server";

const post = (body: BodyInit, type?: string) =>
  new Request("http://x/auth", { method: "POST", body, headers: type ? { "content-type": type } : {} });

async function refusal(request: Request) {
  try {
    await readForm(request);
  } catch (error) {
    return formRefusalOf(error);
  }
  return null;
}

describe("readForm (issue 18)", () => {
  it("reads an ordinary form", async () => {
    const form = await readForm(post(new URLSearchParams({ name: "Caffè ☕" })));
    expect(form.get("name")).toBe("Caffè ☕");
  });

  it("refuses NUL in a field with 422 and the Italian message", async () => {
    expect(await refusal(post("name=a%00b", "application/x-www-form-urlencoded"))).toEqual({
      status: 422,
      message: FORM_MESSAGES.invalidCharacters,
    });
  });

  it("refuses a body that is not a form with 400", async () => {
    for (const [body, type] of [
      ['{"a":1}', "application/json"],
      ["x", "multipart/form-data"],
      ["x", "text/plain"],
    ] as const) {
      expect((await refusal(post(body, type)))?.status, type).toBe(400);
    }
  });

  it("parseCleanJson refuses escaped NUL and lone surrogates, keeps emoji", () => {
    expect(() => parseCleanJson('{"a":"x\\u0000"}')).toThrow();
    expect(() => parseCleanJson('{"a":"\\ud800"}')).toThrow();
    expect(parseCleanJson('{"a":"\\ud83d\\ude00"}')).toEqual({ a: "😀" });
  });
});
