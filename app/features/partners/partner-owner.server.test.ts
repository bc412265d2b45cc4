import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ambassadorRequests, partnerProfiles } from "~/db/schema";
import { action as areaAction, loader as areaLoader } from "~/routes/partner/area";
import { loader as wizardLoader } from "~/routes/partner/wizard";
import { action as apiAction } from "~/routes/partner/wizard-api";
import * as hostile from "../../../tests/fixtures/hostile/corpus";
import {
  contextFor,
  createTestServices,
  signUpAndSignIn,
  type TestServices,
} from "../../../tests/helpers/test-services";

interface ApiJson {
  ok: boolean;
  message?: string;
  details: string[];
  urls: string[];
  profile: { id: string; slug: string; userId?: string };
  redirectTo?: string;
}

let t: TestServices;
let alice: { userId: string; cookie: string };
let bob: { userId: string; cookie: string };

const DESCRIPTION = "Una cantina di famiglia sulle colline del Chianti Classico, ".repeat(5).trim();

function draft(overrides: Record<string, unknown> = {}) {
  return {
    tipo: "enogastronomia",
    nome: "Cantina del Poggio",
    descrizione: DESCRIPTION,
    sitoWeb: "www.cantinadelpoggio.it",
    emailContatto: "info@cantinadelpoggio.it",
    telefono: "+39 055 123456",
    regione: "Toscana",
    areaTematica: "Cucina e Enogastronomia",
    wizardStep: 4,
    ...overrides,
  };
}

async function api(
  who: { cookie: string },
  fields: Record<string, string | Blob>,
  files: Array<[string, Blob, string]> = [],
) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  for (const [name, blob, fileName] of files) body.append(name, blob, fileName);
  const request = new Request("http://localhost/area-partner/wizard/api", {
    method: "POST",
    body,
    headers: { cookie: who.cookie },
  });
  const response = (await apiAction({
    request,
    context: contextFor(t.services),
    params: {},
  } as never)) as Response;
  return { status: response.status, json: (await response.json()) as ApiJson };
}

async function wizard(who: { cookie: string }, query = "") {
  const request = new Request(`http://localhost/area-partner/wizard${query}`, {
    headers: { cookie: who.cookie },
  });
  return (await wizardLoader({ request, context: contextFor(t.services), params: {} } as never)) as Awaited<
    ReturnType<typeof wizardLoader>
  >;
}

function uploadedFiles(userId?: string) {
  const dir = path.join(t.dataDir, "uploads", "partner-images", ...(userId ? [userId] : []));
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true }).map(String);
}

beforeAll(async () => {
  t = await createTestServices();
  alice = await signUpAndSignIn(t.services, { email: "alice@example.it" });
  bob = await signUpAndSignIn(t.services, { email: "bob@example.it" });
});
afterAll(() => t.close());

describe("draft save (D13, D14, mass assignment)", () => {
  let profileId: string;

  it("creates a bozza on first save with a slug from the name, ignoring forbidden fields", async () => {
    const { status, json } = await api(alice, {
      intent: "save",
      payload: JSON.stringify(
        draft({
          userId: bob.userId,
          stato: "pubblicato",
          slug: "hijack",
          ambassadorScript: "<script>x</script>",
          aiTitoloPremium: "Finto",
        }),
      ),
    });
    expect(status).toBe(200);
    expect(json.message).toBe("Bozza salvata");
    profileId = json.profile.id;
    const [row] = await t.services.db.select().from(partnerProfiles).where(eq(partnerProfiles.id, profileId));
    expect(row).toMatchObject({
      userId: alice.userId,
      stato: "bozza",
      slug: "cantina-del-poggio",
      ambassadorScript: null,
      aiTitoloPremium: null,
      sitoWeb: "https://www.cantinadelpoggio.it/",
      wizardStep: 4,
    });
    expect(json.profile.userId).toBeUndefined();
  });

  it("updates the same profile afterwards and resumes at the saved step", async () => {
    const { json } = await api(alice, {
      intent: "save",
      profileId,
      payload: JSON.stringify(draft({ telefono: "055 999", wizardStep: 6 })),
    });
    expect(json.profile.id).toBe(profileId);
    const rows = await t.services.db
      .select()
      .from(partnerProfiles)
      .where(eq(partnerProfiles.userId, alice.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.telefono).toBe("055 999");
    const loaded = await wizard(alice);
    expect(loaded.profile?.id).toBe(profileId);
    expect(loaded.profile?.wizardStep).toBe(6);
  });

  it("gives a unique slug on collision", async () => {
    const { json } = await api(bob, { intent: "save", payload: JSON.stringify(draft()) });
    expect(json.profile.slug).toBe("cantina-del-poggio-2");
    await api(bob, {
      intent: "save",
      profileId: json.profile.id,
      payload: JSON.stringify(draft({ nome: "Frantoio Bob" })),
    });
  });

  it("validates with the Italian messages", async () => {
    const short = await api(alice, {
      intent: "save",
      profileId,
      payload: JSON.stringify(draft({ descrizione: "troppo corta" })),
    });
    expect(short).toMatchObject({
      status: 400,
      json: { ok: false, message: "La descrizione deve contenere almeno 200 caratteri" },
    });
    const long = await api(alice, {
      intent: "save",
      profileId,
      payload: JSON.stringify(draft({ descrizione: "x".repeat(801) })),
    });
    expect(long.json.message).toBe("La descrizione può contenere al massimo 800 caratteri");
    const email = await api(alice, {
      intent: "save",
      profileId,
      payload: JSON.stringify(draft({ emailContatto: "non-una-email" })),
    });
    expect(email.json.message).toBe("Email non valida");
    const site = await api(alice, {
      intent: "save",
      profileId,
      payload: JSON.stringify(draft({ sitoWeb: "" })),
    });
    expect(site.json.message).toBe("Il sito web è obbligatorio");
    const js = await api(alice, {
      intent: "save",
      profileId,
      payload: JSON.stringify(draft({ sitoWeb: "javascript:alert(1)" })),
    });
    expect(js.status).toBe(400);
  });

  it("refuses files that are not the user's own uploads", async () => {
    const { status, json } = await api(alice, {
      intent: "save",
      profileId,
      payload: JSON.stringify(draft({ logoUrl: `/media/partner-images/${bob.userId}/logo_url-1.png` })),
    });
    expect(status).toBe(400);
    expect(json.message).toBe("File non valido");
  });
});

describe("ownership (D6): Bob cannot read or change Alice's profile", () => {
  let aliceProfileId: string;
  beforeAll(async () => {
    const [row] = await t.services.db
      .select()
      .from(partnerProfiles)
      .where(eq(partnerProfiles.userId, alice.userId));
    aliceProfileId = row!.id;
  });

  it("?id= of another user's profile shows the load error and nothing of theirs", async () => {
    const loaded = await wizard(bob, `?id=${aliceProfileId}`);
    expect(loaded).toEqual({ profile: null, published: false, loadError: true });
    expect(await wizard(bob, "?id=not-a-uuid")).toEqual({ profile: null, published: false, loadError: true });
  });

  it("every write intent with Alice's id is refused and changes nothing", async () => {
    const before = await t.services.db
      .select()
      .from(partnerProfiles)
      .where(eq(partnerProfiles.id, aliceProfileId));
    const attempts: Array<Record<string, string>> = [
      { intent: "save", profileId: aliceProfileId, payload: JSON.stringify(draft({ nome: "Rubata" })) },
      { intent: "step", profileId: aliceProfileId, step: "9" },
      { intent: "generate", profileId: aliceProfileId, consent: "true" },
      {
        intent: "ai-edits",
        profileId: aliceProfileId,
        payload: JSON.stringify({ aiTitoloPremium: "Rubata" }),
      },
      {
        intent: "ambassador",
        profileId: aliceProfileId,
        payload: JSON.stringify({
          ambassadorName: "Eva",
          instructions: "Ciao",
          appearanceType: "preset",
          presetAvatarId: "male-avatar-1",
        }),
      },
      { intent: "finish", profileId: aliceProfileId },
    ];
    for (const fields of attempts) {
      const { status, json } = await api(bob, fields);
      expect(json.ok, fields.intent).toBe(false);
      expect(status, fields.intent).toBeGreaterThanOrEqual(400);
    }
    const after = await t.services.db
      .select()
      .from(partnerProfiles)
      .where(eq(partnerProfiles.id, aliceProfileId));
    expect(after).toEqual(before);
    const requests = await t.services.db
      .select()
      .from(ambassadorRequests)
      .where(eq(ambassadorRequests.partnerProfileId, aliceProfileId));
    expect(requests).toHaveLength(0);
  });

  it("cannot delete Alice's profile from the partner area", async () => {
    const body = new URLSearchParams({ intent: "delete", profileId: aliceProfileId });
    const request = new Request("http://localhost/area-partner", {
      method: "POST",
      body,
      headers: { cookie: bob.cookie, "content-type": "application/x-www-form-urlencoded" },
    });
    const response = (await areaAction({
      request,
      context: contextFor(t.services),
      params: {},
    } as never)) as Response;
    expect(response.status).toBe(303);
    expect(
      await t.services.db.select().from(partnerProfiles).where(eq(partnerProfiles.id, aliceProfileId)),
    ).toHaveLength(1);
  });

  it("anonymous callers are refused", async () => {
    const { status } = await api({ cookie: "" }, { intent: "save", payload: JSON.stringify(draft()) });
    expect(status).toBe(401);
  });
});

describe("uploads", () => {
  it("stores a checked image under partner-images/{userId}/{kind}-{timestamp}.{ext}", async () => {
    const png = new Blob([new Uint8Array(await hostile.validPng())], { type: "image/png" });
    const { json } = await api(alice, { intent: "upload", kind: "logo_url" }, [["file", png, "logo.png"]]);
    expect(json).toMatchObject({ ok: true, message: "Immagine caricata" });
    expect(json.urls[0]).toMatch(new RegExp(`^/media/partner-images/${alice.userId}/logo_url-\\d+\\.png$`));
  });

  it("counts gallery images and documents in the success message", async () => {
    const png = new Blob([new Uint8Array(await hostile.validPng())]);
    const gallery = await api(alice, { intent: "upload", kind: "gallery" }, [
      ["file", png, "a.png"],
      ["file", png, "b.png"],
    ]);
    expect(gallery.json.message).toBe("2 immagini caricate");
    expect(gallery.json.urls[0]).toMatch(/\/gallery-\d+-\d+\.png$/);
    const docs = await api(alice, { intent: "upload", kind: "doc" }, [
      ["file", new Blob([new Uint8Array(hostile.validPdf())]), "brochure.pdf"],
      ["file", new Blob([new Uint8Array(hostile.validDocx())]), "listino.docx"],
      ["file", new Blob([new Uint8Array(hostile.validDoc())]), "vecchio.doc"],
    ]);
    expect(docs.json.message).toBe("3 documenti caricati");
    expect(docs.json.urls.map((u) => u.split(".").pop())).toEqual(["pdf", "docx", "doc"]);
  });

  const corpus: Array<
    [
      string,
      "logo_url" | "gallery" | "doc" | "ambassador-avatar",
      () => Promise<Buffer> | Buffer,
      string,
      string,
    ]
  > = [
    [
      "SVG with script",
      "logo_url",
      () => hostile.svgWithScript,
      "logo.svg",
      "Errore nel caricamento dell'immagine",
    ],
    [
      "HTML renamed .png",
      "cover_url" as "logo_url",
      () => hostile.htmlRenamedPng,
      "cover.png",
      "Errore nel caricamento dell'immagine",
    ],
    ["truncated JPEG", "gallery", hostile.truncatedJpeg, "foto.jpg", "Errore nel caricamento delle immagini"],
    [
      "oversized image",
      "gallery",
      () => hostile.oversizedJpeg(),
      "grande.jpg",
      "Errore nel caricamento delle immagini",
    ],
    [
      "decompression bomb",
      "ambassador-avatar",
      () => hostile.decompressionBombPng(),
      "bomba.png",
      "Errore nel caricamento dell'avatar",
    ],
    [
      ".docx that is not a zip",
      "doc",
      () => hostile.fakeDocx,
      "finto.docx",
      "Errore nel caricamento dei documenti",
    ],
    [
      "executable renamed .pdf",
      "doc",
      () => hostile.exeRenamedPdf,
      "finto.pdf",
      "Errore nel caricamento dei documenti",
    ],
    [
      "PDF renamed .docx",
      "doc",
      () => hostile.validPdf(),
      "finto.docx",
      "Errore nel caricamento dei documenti",
    ],
  ];
  for (const [name, kind, make, fileName, message] of corpus) {
    it(`refuses ${name} and stores nothing`, async () => {
      const before = uploadedFiles(bob.userId);
      const blob = new Blob([new Uint8Array(await make())]);
      const { status, json } = await api(bob, { intent: "upload", kind }, [["file", blob, fileName]]);
      expect(status).toBe(422);
      expect(json.message).toBe(message);
      expect(json.details[0]).toContain(fileName);
      expect(uploadedFiles(bob.userId)).toEqual(before);
    });
  }

  it("deletes a replaced logo from storage when the draft is saved", async () => {
    const png = new Blob([new Uint8Array(await hostile.validPng())]);
    const first = (await api(alice, { intent: "upload", kind: "logo_url" }, [["file", png, "a.png"]])).json
      .urls[0]!;
    const second = (await api(alice, { intent: "upload", kind: "logo_url" }, [["file", png, "b.png"]])).json
      .urls[0]!;
    const [row] = await t.services.db
      .select()
      .from(partnerProfiles)
      .where(eq(partnerProfiles.userId, alice.userId));
    await api(alice, {
      intent: "save",
      profileId: row!.id,
      payload: JSON.stringify(draft({ logoUrl: first })),
    });
    const name = (url: string) => url.split("/").pop()!;
    expect(uploadedFiles(alice.userId)).toContain(name(first));
    await api(alice, {
      intent: "save",
      profileId: row!.id,
      payload: JSON.stringify(draft({ logoUrl: second })),
    });
    expect(uploadedFiles(alice.userId)).not.toContain(name(first));
    expect(uploadedFiles(alice.userId)).toContain(name(second));
  });

  it("neutralises a PNG/HTML polyglot: the stored file holds no HTML", async () => {
    const blob = new Blob([new Uint8Array(await hostile.pngHtmlPolyglot())]);
    const { json } = await api(bob, { intent: "upload", kind: "gallery" }, [["file", blob, "poly.png"]]);
    expect(json.ok).toBe(true);
    const file = path.join(t.dataDir, "uploads", String(json.urls[0]).replace("/media/", ""));
    const stored = fs.readFileSync(file);
    expect(stored.includes(Buffer.from("<script"))).toBe(false);
    expect(stored.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });
});

describe("generation, ambassador request, status and delete", () => {
  let profileId: string;
  beforeAll(async () => {
    const [row] = await t.services.db
      .select()
      .from(partnerProfiles)
      .where(eq(partnerProfiles.userId, alice.userId));
    profileId = row!.id;
  });

  it("generation needs a saved draft", async () => {
    const carol = await signUpAndSignIn(t.services, { email: "carol@example.it" });
    const { json } = await api(carol, { intent: "generate", consent: "true" });
    expect(json.message).toBe("Salva prima la bozza");
  });

  it("generates and stores the premium content (offline engine)", async () => {
    const { json } = await api(alice, { intent: "generate", profileId, consent: "true" });
    expect(json.ok).toBe(true);
    expect(json.message).toBe("Contenuti generati e salvati!");
    const [row] = await t.services.db.select().from(partnerProfiles).where(eq(partnerProfiles.id, profileId));
    expect(row!.aiTitoloPremium).toBeTruthy();
    expect(row!.seoTitle!.length).toBeLessThanOrEqual(60);
    expect(row!.seoMetaDescription!.length).toBeLessThanOrEqual(160);
    expect(row!.consensoPubblicazione).toBe(true);
    expect(row!.wizardStep).toBe(8);
  });

  it("lets the partner edit the generated texts, within the SEO limits", async () => {
    const ok = await api(alice, {
      intent: "ai-edits",
      profileId,
      payload: JSON.stringify({ aiTitoloPremium: "Il Poggio", seoTitle: "Cantina del Poggio" }),
    });
    expect(ok.json.ok).toBe(true);
    const tooLong = await api(alice, {
      intent: "ai-edits",
      profileId,
      payload: JSON.stringify({ seoTitle: "x".repeat(61) }),
    });
    expect(tooLong.json.message).toBe("Massimo 60 caratteri");
    const [row] = await t.services.db.select().from(partnerProfiles).where(eq(partnerProfiles.id, profileId));
    expect(row!.aiTitoloPremium).toBe("Il Poggio");
    expect(row!.seoTitle).toBe("Cantina del Poggio");
  });

  it("validates the ambassador request with the spec's messages", async () => {
    const missing = await api(alice, {
      intent: "ambassador",
      profileId,
      payload: JSON.stringify({ ambassadorName: "Giulia", instructions: "" }),
    });
    expect(missing.json.message).toBe("Compila tutti i campi obbligatori");
    const noAvatar = await api(alice, {
      intent: "ambassador",
      profileId,
      payload: JSON.stringify({
        ambassadorName: "Giulia",
        instructions: "Accogli i visitatori",
        appearanceType: "custom",
      }),
    });
    expect(noAvatar.json.message).toBe("Carica un'immagine per l'avatar personalizzato");
    const noProfile = await api(alice, {
      intent: "ambassador",
      payload: JSON.stringify({ ambassadorName: "Giulia", instructions: "Accogli i visitatori" }),
    });
    expect(noProfile.json.message).toBe("Errore: utente o profilo mancante");
  });

  it("creates a pending request and sends the profile to review", async () => {
    const { json } = await api(alice, {
      intent: "ambassador",
      profileId,
      payload: JSON.stringify({
        ambassadorName: "Giulia",
        instructions: "Accogli i visitatori",
        appearanceType: "preset",
        presetAvatarId: "female-avatar-2",
        status: "completed",
      }),
    });
    expect(json).toMatchObject({ ok: true, redirectTo: "/area-partner" });
    expect(json.message).toBe(
      "Richiesta Ambassador AI inviata! Sarà disponibile entro 24-48 ore sulla tua scheda partner.",
    );
    const requests = await t.services.db
      .select()
      .from(ambassadorRequests)
      .where(eq(ambassadorRequests.partnerProfileId, profileId));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      status: "pending",
      presetAvatarId: "female-avatar-2",
      customAvatarUrl: null,
      userId: alice.userId,
    });
    const [row] = await t.services.db.select().from(partnerProfiles).where(eq(partnerProfiles.id, profileId));
    expect(row!.stato).toBe("in_revisione");
    expect(row!.submittedAt).toBeInstanceOf(Date);
    const area = await areaLoader({
      request: new Request("http://localhost/area-partner", { headers: { cookie: alice.cookie } }),
      context: contextFor(t.services),
      params: {},
    } as never);
    expect(area).toMatchObject({
      profile: { id: profileId, stato: "in_revisione" },
      ambassadorStatus: "pending",
    });
  });

  it("deletes the profile, its requests and its files together", async () => {
    expect(uploadedFiles(alice.userId).length).toBeGreaterThan(0);
    const request = new Request("http://localhost/area-partner", {
      method: "POST",
      body: new URLSearchParams({ intent: "delete", profileId }),
      headers: { cookie: alice.cookie, "content-type": "application/x-www-form-urlencoded" },
    });
    const response = (await areaAction({
      request,
      context: contextFor(t.services),
      params: {},
    } as never)) as Response;
    expect(response.headers.get("location")).toBe("/area-partner");
    expect(
      await t.services.db.select().from(partnerProfiles).where(eq(partnerProfiles.id, profileId)),
    ).toHaveLength(0);
    expect(
      await t.services.db
        .select()
        .from(ambassadorRequests)
        .where(eq(ambassadorRequests.userId, alice.userId)),
    ).toHaveLength(0);
    expect(uploadedFiles(alice.userId)).toEqual([]);
    expect(uploadedFiles(bob.userId).length).toBeGreaterThan(0);
  });
});
