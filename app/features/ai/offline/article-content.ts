// Offline article draft: built from the title and excerpt only, as a structured
// starting point for the editor (it invents no facts, names or figures).
import { clip } from "./text";

function esc(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function offlineArticleContent(input: {
  title: string;
  excerpt: string;
  categoryName?: string | null;
}): { content: string } {
  const category = (input.categoryName || "articolo").trim();
  const title = clip(input.title, 200);
  const excerpt = input.excerpt.trim().replace(/\s+/g, " ");
  const theme = title.replace(/[.:!?]+$/, "");
  const html = [
    `<p>${esc(excerpt)}</p>`,
    `<h2>Il contesto</h2>`,
    `<p>Per capire <strong>${esc(theme)}</strong> conviene partire dal contesto: le persone, i luoghi e la storia che hanno reso questo tema rilevante per la rubrica ${esc(category)}. In questa sezione l'articolo presenta le origini e i protagonisti, con date e fonti verificate dalla redazione.</p>`,
    `<h2>Perché è un'eccellenza italiana</h2>`,
    `<p>Qui si racconta che cosa distingue questa storia nel panorama del Made in Italy: il saper fare, la qualità, il legame con il territorio e la capacità di innovare restando fedeli a una tradizione.</p>`,
    `<h3>Da sapere</h3>`,
    `<ul><li>Che cosa vedere, provare o conoscere per primo.</li><li>Il momento migliore per avvicinarsi al tema.</li><li>Un dettaglio curioso che pochi conoscono.</li></ul>`,
    `<h2>In conclusione</h2>`,
    `<p>${esc(theme)}: un racconto che aiuta a guardare l'Italia con occhi nuovi. Completa la bozza con citazioni, dati e immagini prima della pubblicazione.</p>`,
  ].join("\n");
  return { content: html };
}
