import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import {
  PartnerProfileView,
  type PartnerProfileViewData,
  type PartnerProfileViewProps,
} from "./profile-view";

const base: PartnerProfileViewData = {
  slug: "museo-prova",
  tipo: "museo",
  nome: "Museo di Prova",
  descrizione: "Descrizione del museo.",
  logoUrl: null,
  coverUrl: null,
  sitoWeb: "www.museoprova.example",
  regione: "Umbria",
  provincia: "Perugia",
  comune: "Assisi",
  emailContatto: "info@museoprova.example",
  telefono: "+39 075 123 456",
  indirizzoVia: "Via Roma 1",
  indirizzoCap: "06081",
  indirizzoCitta: "Assisi",
  instagram: "https://instagram.com/museoprova",
  facebook: null,
  linkedin: "javascript:alert(1)",
  youtube: null,
  tiktok: null,
  haModuloContatto: false,
  linkModuloContatto: null,
  areaTematica: "Arte e Cultura",
  puntiInteresse: "Basilica di San Francesco, Rocca Maggiore",
  galleriaImmagini: [],
  videoUrl: "https://vimeo.com/76979871",
  riconoscimenti: null,
  orariBooking: null,
  aiTitoloPremium: null,
  aiSommario: null,
  aiChiSiamo: "Chi siamo, in breve.",
  aiValori: null,
  aiServizi: [{ titolo: "Visite guidate", descrizione: "Ogni giorno.", cta: "Prenota una visita" }],
  aiEsperienze: null,
  aiInfoUtili: null,
  aiCta: null,
};

function render(props: Partial<PartnerProfileViewProps> = {}, profile: Partial<PartnerProfileViewData> = {}) {
  const router = createMemoryRouter([
    { path: "/", element: <PartnerProfileView profile={{ ...base, ...profile }} {...props} /> },
  ]);
  return renderToString(<RouterProvider router={router} />);
}

describe("PartnerProfileView", () => {
  it("falls back to the name, the description and a gradient cover; shows only sections with data", () => {
    const html = render();
    expect(html).toContain(">Museo di Prova</h1>");
    expect(html).toContain("Descrizione del museo.");
    expect(html).toContain('data-testid="cover-fallback"');
    expect(html).toContain("Chi Siamo");
    expect(html).toContain("Cosa Offriamo");
    expect(html).not.toContain("I Nostri Valori");
    expect(html).not.toContain("Galleria");
    expect(html).toContain('src="https://player.vimeo.com/video/76979871"');
    expect(html).toContain('href="mailto:info@museoprova.example?subject=Visite%20guidate"');
    expect(html).toContain('href="tel:+39075123456"');
    expect(html).toContain('href="https://www.museoprova.example/"');
    expect(html).not.toContain("javascript:");
    expect(html).toContain("Museo/Luogo Culturale");
  });

  it("prefers the AI title and summary", () => {
    const html = render({}, { aiTitoloPremium: "Titolo premium", aiSommario: "Sommario AI" });
    expect(html).toContain(">Titolo premium</h1>");
    expect(html).toContain("Sommario AI");
    expect(html).not.toContain("Descrizione del museo.");
  });

  it("renders the slots on the public page and hides them in the wizard preview", () => {
    const slots = {
      experienceButton: <button type="button">SLOT-BUTTON</button>,
      experiencePanel: <section>SLOT-PANEL</section>,
      experienceCta: <button type="button">SLOT-CTA</button>,
      afterContent: <div>SLOT-AMBASSADOR</div>,
    };
    const page = render(slots);
    for (const slot of ["SLOT-BUTTON", "SLOT-PANEL", "SLOT-CTA", "SLOT-AMBASSADOR"])
      expect(page).toContain(slot);
    const preview = render({ ...slots, preview: true, headingLevel: 2 });
    for (const slot of ["SLOT-BUTTON", "SLOT-PANEL", "SLOT-CTA", "SLOT-AMBASSADOR"])
      expect(preview).not.toContain(slot);
    expect(preview).toContain(">Museo di Prova</h2>");
    // Every link that leaves the page opens in a new tab in the preview.
    const external = [...preview.matchAll(/<a [^>]*href="https?:[^"]+"[^>]*>/g)].map((m) => m[0]);
    expect(external.length).toBeGreaterThan(0);
    for (const a of external) expect(a).toContain('target="_blank"');
  });
});
