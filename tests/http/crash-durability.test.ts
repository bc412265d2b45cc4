// Issue 18: what the embedded database acknowledged survives a kill -9 of the server
// (PGlite fsyncs every commit, ADR 1821), and the lock a killed process leaves behind
// does not stop the next start (ADR 1822). PostgreSQL's own durability is not ours to
// test, so this runs on the embedded database only.
import { afterAll, describe, expect, it } from "vitest";
import { CookieJar, postForm, type RunningServer, startServer } from "../helpers/test-server";

const PASSWORD = "password-sicura-durevole";

async function register(server: RunningServer, email: string) {
  const response = await postForm(new CookieJar(), server.url, "/auth?mode=signup", {
    intent: "signup",
    fullName: "Lettrice Durevole",
    email,
    password: PASSWORD,
    redirectTo: "/",
  });
  return response.status === 302;
}

describe.skipIf(!!process.env.TEST_DATABASE_URL)("kill -9 on the embedded database", () => {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    // The restarted server first (it uses the first one's folder), then the killed one,
    // whose stop() removes that folder.
    for (const server of servers.reverse()) await server.stop();
  });

  it("every acknowledged registration is there after the restart", async () => {
    const env = { AUTH_RATE_LIMIT_MAX: "100000" };
    const first = await startServer(env);
    servers.push(first);
    const acknowledged: string[] = [];
    let stop = false;
    // Four writers register accounts until the server dies under them.
    const writer = async (w: number) => {
      for (let n = 0; !stop; n++) {
        const email = `durevole.${w}.${n}@example.it`;
        try {
          if (await register(first, email)) acknowledged.push(email);
        } catch {
          return; // The connection died with the server: this one was never acknowledged.
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    process.kill(first.pid, "SIGKILL");
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(3);

    const second = await startServer({ ...env, DATA_DIR: first.dataDir });
    servers.push(second);
    const lost: string[] = [];
    for (const email of acknowledged) {
      const signin = await postForm(new CookieJar(), second.url, "/auth", {
        intent: "signin",
        email,
        password: PASSWORD,
        redirectTo: "/",
      });
      if (signin.status !== 302 || signin.headers.get("location") !== "/") lost.push(email);
    }
    expect(lost).toEqual([]);
  }, 240_000);
});
