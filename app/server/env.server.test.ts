import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.AI_PROVIDER).toBe("offline");
  });

  it("names the variable that has a bad value", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => parseEnv({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET/);
  });

  it("requires an API key for hosted AI providers", () => {
    expect(() => parseEnv({ AI_PROVIDER: "openai" })).toThrow(/AI_API_KEY/);
    expect(parseEnv({ AI_PROVIDER: "openai", AI_API_KEY: "k" }).AI_PROVIDER).toBe("openai");
  });
});
