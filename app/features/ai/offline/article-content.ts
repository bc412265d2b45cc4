// Offline article draft: built from the title, the excerpt and the section only. It is
// written for readers (never instructions to the editor) and states no fact it was not
// given: the subject's own words open it, the section gives it a frame, and the editor
// adds the reporting (issue 15).
import { clip } from "./text";

function esc(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** How each section looks at its subjects: two sentences of frame, true of any subject it covers. */
const FRAMES: Record<string, { heading: string; body: string; closing: string }> = {
  moda: {
    heading: "Il mestiere dietro lo stile",
    body: "Nella moda italiana il valore nasce spesso lontano dalle passerelle: nella scelta dei materiali, nella mano di chi taglia e cuce, nella filiera che tiene insieme laboratori e distretti. È lì che si misura la differenza tra un capo e un oggetto che dura.",
    closing: "Come ogni storia di moda fatta bene, anche questa parla di tempo, di cura e di persone.",
  },
  design: {
    heading: "Progetto e produzione",
    body: "Il design italiano vive del dialogo tra chi disegna e chi produce: un'idea diventa oggetto solo quando incontra una bottega, un'azienda, un materiale che sa trasformarla. Forma e funzione, qui, sono una questione di mestiere.",
    closing: "È il genere di progetto che si capisce meglio usandolo che descrivendolo.",
  },
  arte: {
    heading: "Uno sguardo sul patrimonio",
    body: "L'arte e la cultura in Italia non stanno soltanto nei musei: sono nei borghi, nelle chiese, nelle botteghe e nelle tradizioni che una comunità custodisce e rinnova. Conoscerle significa anche capire i luoghi da cui vengono.",
    closing: "Un patrimonio così si apprezza davvero quando lo si va a vedere da vicino.",
  },
  turismo: {
    heading: "Il viaggio e i suoi luoghi",
    body: "Viaggiare in Italia vuol dire attraversare paesaggi che cambiano nel giro di pochi chilometri, ciascuno con la sua cucina, i suoi ritmi e le sue stagioni. Le mete migliori sono spesso quelle che chiedono di rallentare.",
    closing: "Un itinerario da costruire con calma, lasciando spazio alle scoperte.",
  },
  innovazione: {
    heading: "Idee che diventano impresa",
    body: "L'innovazione italiana unisce ricerca e saper fare: università, laboratori e piccole imprese che trasformano una competenza in un prodotto o in un servizio. È un lavoro di squadra che raramente fa rumore.",
    closing: "Una storia di impresa che guarda avanti senza dimenticare da dove viene.",
  },
  lifestyle: {
    heading: "Un modo di vivere",
    body: "Lo stile di vita italiano si riconosce nei dettagli: la tavola, la casa, il tempo dedicato alle cose fatte bene. Non è un lusso esibito, ma un'attenzione quotidiana alla qualità.",
    closing: "Un piacere quotidiano, prima ancora che un'occasione speciale.",
  },
};

const GENERIC = {
  heading: "Un'eccellenza italiana",
  body: "Le eccellenze italiane hanno quasi sempre radici precise: un territorio, una comunità, competenze tramandate e rinnovate da una generazione all'altra. È da qui che conviene partire per capirle.",
  closing: "Una storia che aiuta a guardare l'Italia con occhi nuovi.",
};

function frameFor(category: string) {
  const key = category
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
  const found = Object.entries(FRAMES).find(([name]) => key.includes(name));
  return found?.[1] ?? GENERIC;
}

/** A sentence ends with one full stop (no doubled punctuation). */
function sentence(text: string) {
  const trimmed = text.trim().replace(/\s+/g, " ");
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

export function offlineArticleContent(input: {
  title: string;
  excerpt: string;
  categoryName?: string | null;
}): { content: string } {
  const frame = frameFor((input.categoryName || "").trim());
  const theme = clip(input.title, 200)
    .replace(/[.:!?]+$/, "")
    .trim();
  const html = [
    `<p>${esc(sentence(input.excerpt))}</p>`,
    `<h2>${esc(frame.heading)}</h2>`,
    `<p>${esc(frame.body)}</p>`,
    `<p><strong>${esc(theme)}</strong>: ${esc(frame.closing.charAt(0).toLowerCase() + frame.closing.slice(1))}</p>`,
  ].join("\n");
  return { content: html };
}
