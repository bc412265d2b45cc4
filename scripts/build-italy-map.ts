// Builds public/maps/italy.svg from @svg-maps/italy (CC BY 4.0, Victor Cazanave),
// with each region's Italian name in the `name` attribute (spec §2, AI Tour).
// Run: npx tsx scripts/build-italy-map.ts
import fs from "node:fs";
import path from "node:path";
import italy from "@svg-maps/italy";

const ITALIAN_NAMES: Record<string, { name: string; slug: string }> = {
  abruzzo: { name: "Abruzzo", slug: "abruzzo" },
  "aosta-valley": { name: "Valle d'Aosta", slug: "valle-d-aosta" },
  apulia: { name: "Puglia", slug: "puglia" },
  basilicata: { name: "Basilicata", slug: "basilicata" },
  calabria: { name: "Calabria", slug: "calabria" },
  campania: { name: "Campania", slug: "campania" },
  "emilia-romagna": { name: "Emilia-Romagna", slug: "emilia-romagna" },
  "friuli-venezia-giulia": { name: "Friuli-Venezia Giulia", slug: "friuli-venezia-giulia" },
  lazio: { name: "Lazio", slug: "lazio" },
  liguria: { name: "Liguria", slug: "liguria" },
  lombardy: { name: "Lombardia", slug: "lombardia" },
  marche: { name: "Marche", slug: "marche" },
  molise: { name: "Molise", slug: "molise" },
  piedmont: { name: "Piemonte", slug: "piemonte" },
  sardinia: { name: "Sardegna", slug: "sardegna" },
  sicily: { name: "Sicilia", slug: "sicilia" },
  "trentino-south-tyrol": { name: "Trentino-Alto Adige", slug: "trentino-alto-adige" },
  tuscany: { name: "Toscana", slug: "toscana" },
  umbria: { name: "Umbria", slug: "umbria" },
  veneto: { name: "Veneto", slug: "veneto" },
};

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export function buildItalySvg(): string {
  const paths = (italy.locations as { id: string; path: string }[]).map((loc) => {
    const it = ITALIAN_NAMES[loc.id];
    if (!it) throw new Error(`No Italian name for ${loc.id}`);
    return `  <path id="${it.slug}" name="${esc(it.name)}" d="${loc.path}"/>`;
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<!-- Map of Italy from @svg-maps/italy by Victor Cazanave, licensed CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/). Region names translated into Italian. -->`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${italy.viewBox}" aria-label="Mappa dell'Italia">`,
    ...paths,
    `</svg>`,
    "",
  ].join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const out = path.resolve(import.meta.dirname, "../public/maps/italy.svg");
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, buildItalySvg());
  console.log(`Wrote ${out}`);
}
