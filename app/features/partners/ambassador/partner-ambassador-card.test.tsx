import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { PartnerAmbassadorState } from "./ambassador-messages";
import { PartnerAmbassadorCard, type PartnerAmbassadorData } from "./partner-ambassador-card";

function render(state: PartnerAmbassadorState, error?: string) {
  const ambassador: PartnerAmbassadorData = {
    id: "00000000-0000-4000-8000-000000000001",
    state,
    name: "Giulia",
    instructions: "Tono cordiale & accogliente",
    avatarUrl: "/avatars/female-avatar-1.jpg",
  };
  const router = createMemoryRouter([
    { path: "/", element: <PartnerAmbassadorCard ambassador={ambassador} error={error} saving={false} /> },
  ]);
  return renderToString(<RouterProvider router={router} />);
}

describe("the partner area's Ambassador card (issue 13)", () => {
  it("names each state in Italian", () => {
    expect(render("pending")).toContain("Richiesto");
    expect(render("processing")).toContain("In lavorazione");
    expect(render("active")).toContain("Attivo");
    expect(render("paused")).toContain("In pausa");
    expect(render("rejected")).toContain("Rifiutato");
  });

  it("offers the instructions and the preview, except for a rejected request", () => {
    const html = render("active");
    expect(html).toContain('name="instructions"');
    expect(html).toContain("Tono cordiale &amp; accogliente");
    expect(html).toContain('href="/area-partner/ambassador"');
    const rejected = render("rejected");
    expect(rejected).not.toContain('name="instructions"');
    expect(rejected).not.toContain("/area-partner/ambassador");
  });

  it("ties a refused save's message to the field", () => {
    const html = render("active", "Scrivi le istruzioni per il tuo Ambassador");
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="ambassador-instructions-error"');
    expect(html).toContain("Scrivi le istruzioni per il tuo Ambassador");
  });
});
