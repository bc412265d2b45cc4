/**
 * Benchmark (not a test): median time per wizard step transition, measured in
 * Chromium against the production build, from the click on "Avanti" to the
 * next step's title on screen. Steps 3→4 … 6→7 include the draft save (D13),
 * 7→8 the AI generation (offline engine by default).
 *
 *   BUILD_DIR=build-partner npx tsx scripts/bench/wizard-steps.ts [runs=5]
 *   (TEST_DATABASE_URL=postgres://… to measure on PostgreSQL)
 */
import { chromium, type Page } from "@playwright/test";
import { validPng } from "../../tests/fixtures/hostile/corpus";
import { startServer } from "../../tests/helpers/test-server";

const RUNS = Number(process.argv[2] ?? 5);
const DESCRIPTION =
  "Una realtà del territorio che accoglie i visitatori con degustazioni, visite guidate e percorsi. "
    .repeat(3)
    .trim();

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function waitStep(page: Page, step: number) {
  await page
    .getByTestId("wizard-progress")
    .filter({ hasText: `${step}/9` })
    .waitFor();
}

async function main() {
  const server = await startServer({ AUTH_RATE_LIMIT_MAX: "1000", LOG_LEVEL: "warn" });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const timings = new Map<string, number[]>();
  const record = (name: string, ms: number) => timings.set(name, [...(timings.get(name) ?? []), ms]);
  const png = await validPng(600, 400);
  try {
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage({ baseURL: server.url });
      const email = `bench.${run}.${Date.now()}@example.it`;
      await page.goto("/auth?mode=signup&redirect=%2Farea-partner%2Fwizard");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill("password-sicura");
      await page.getByRole("button", { name: "Registrati", exact: true }).click();
      await page.getByText("Registrazione completata! Accedi per continuare.").waitFor();
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill("password-sicura");
      await page.getByRole("button", { name: "Accedi", exact: true }).click();
      await waitStep(page, 1);

      const fill: Record<number, () => Promise<void>> = {
        1: () => page.getByLabel("Brand").check(),
        2: async () => {
          await page
            .getByTestId("upload-logo")
            .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
          await page.getByAltText("Anteprima del logo").waitFor();
        },
        3: async () => {
          await page.getByLabel("Nome *").fill(`Partner ${run}`);
          await page.getByLabel("Descrizione *").fill(DESCRIPTION);
          await page.getByLabel("Sito web *").fill("https://partner.example.it");
        },
        4: async () => {
          await page.getByLabel("Email di contatto *").fill("info@partner.example.it");
          await page.getByLabel("Telefono *").fill("055 123456");
        },
        5: () =>
          page
            .getByLabel("Regione")
            .selectOption("Toscana")
            .then(() => undefined),
        6: async () => {},
        7: () => page.getByLabel(/Acconsento alla pubblicazione/).check(),
        8: async () => {},
      };
      for (let step = 1; step <= 8; step++) {
        await fill[step]!();
        const started = performance.now();
        if (step === 7) await page.getByRole("button", { name: "Genera Contenuti AI" }).click();
        else await page.getByRole("button", { name: "Avanti" }).click();
        await waitStep(page, step + 1);
        record(`${step}→${step + 1}`, performance.now() - started);
      }
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const all: number[] = [];
  console.log(
    `Wizard step transitions, ${RUNS} runs (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}), ms:`,
  );
  for (const [name, values] of timings) {
    all.push(...values);
    console.log(
      `  ${name.padEnd(5)} median ${median(values).toFixed(1).padStart(7)}   min ${Math.min(...values).toFixed(1)}   max ${Math.max(...values).toFixed(1)}`,
    );
  }
  console.log(`  all   median ${median(all).toFixed(1).padStart(7)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
