import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { SEO_META_MAX, SEO_TITLE_MAX } from "~/features/partners/profile-fields";
import { cn } from "~/lib/utils";
import type { WizardAi } from "./wizard-state";

function Counter({
  id,
  length,
  max,
  ideal,
}: {
  id: string;
  length: number;
  max: number;
  ideal: [number, number];
}) {
  const inRange = length >= ideal[0] && length <= ideal[1];
  return (
    <p id={id} className={cn("text-xs", inRange ? "text-cypress" : "text-muted")}>
      {length}/{max} caratteri (ideale {ideal[0]}-{ideal[1]})
    </p>
  );
}

/** Step 8 edit mode: the generated texts and SEO fields (local until the next save). */
export function AiEditor({ ai, onChange }: { ai: WizardAi; onChange: (value: WizardAi) => void }) {
  const set = <K extends keyof WizardAi>(key: K, value: WizardAi[K]) => onChange({ ...ai, [key]: value });
  const area = (
    key: "aiSommario" | "aiChiSiamo" | "aiValori" | "aiInfoUtili" | "aiCta",
    label: string,
    rows = 4,
  ) => (
    <Field id={`ai-${key}`} label={label}>
      <Textarea
        id={`ai-${key}`}
        rows={rows}
        value={ai[key] ?? ""}
        onChange={(e) => set(key, e.currentTarget.value)}
      />
    </Field>
  );
  return (
    <div className="grid gap-5">
      <Field id="ai-aiTitoloPremium" label="Titolo premium">
        <Input
          id="ai-aiTitoloPremium"
          value={ai.aiTitoloPremium ?? ""}
          onChange={(e) => set("aiTitoloPremium", e.currentTarget.value)}
        />
      </Field>
      {area("aiSommario", "Sommario", 3)}
      {area("aiChiSiamo", "Chi Siamo", 6)}
      {area("aiValori", "I Nostri Valori", 4)}
      {(ai.aiServizi ?? []).map((servizio, index) => (
        <fieldset key={`s-${index}`} className="grid gap-3 rounded-lg border border-line p-4">
          <legend className="px-1 text-sm font-semibold">Servizio {index + 1}</legend>
          <Field id={`ai-servizio-${index}-titolo`} label="Titolo">
            <Input
              id={`ai-servizio-${index}-titolo`}
              value={servizio.titolo}
              onChange={(e) =>
                set(
                  "aiServizi",
                  (ai.aiServizi ?? []).map((s, i) =>
                    i === index ? { ...s, titolo: e.currentTarget.value } : s,
                  ),
                )
              }
            />
          </Field>
          <Field id={`ai-servizio-${index}-descrizione`} label="Descrizione">
            <Textarea
              id={`ai-servizio-${index}-descrizione`}
              rows={3}
              value={servizio.descrizione}
              onChange={(e) =>
                set(
                  "aiServizi",
                  (ai.aiServizi ?? []).map((s, i) =>
                    i === index ? { ...s, descrizione: e.currentTarget.value } : s,
                  ),
                )
              }
            />
          </Field>
        </fieldset>
      ))}
      {(ai.aiEsperienze ?? []).map((esperienza, index) => (
        <fieldset key={`e-${index}`} className="grid gap-3 rounded-lg border border-line p-4">
          <legend className="px-1 text-sm font-semibold">Esperienza {index + 1}</legend>
          <Field id={`ai-esperienza-${index}-titolo`} label="Titolo">
            <Input
              id={`ai-esperienza-${index}-titolo`}
              value={esperienza.titolo}
              onChange={(e) =>
                set(
                  "aiEsperienze",
                  (ai.aiEsperienze ?? []).map((s, i) =>
                    i === index ? { ...s, titolo: e.currentTarget.value } : s,
                  ),
                )
              }
            />
          </Field>
          <Field id={`ai-esperienza-${index}-descrizione`} label="Descrizione">
            <Textarea
              id={`ai-esperienza-${index}-descrizione`}
              rows={3}
              value={esperienza.descrizione}
              onChange={(e) =>
                set(
                  "aiEsperienze",
                  (ai.aiEsperienze ?? []).map((s, i) =>
                    i === index ? { ...s, descrizione: e.currentTarget.value } : s,
                  ),
                )
              }
            />
          </Field>
        </fieldset>
      ))}
      {area("aiInfoUtili", "Info Utili", 3)}
      {area("aiCta", "Invito all'azione", 2)}
      <div className="grid gap-1.5">
        <label htmlFor="ai-seoTitle" className="text-sm font-medium text-ink">
          Titolo SEO
        </label>
        <Input
          id="ai-seoTitle"
          maxLength={SEO_TITLE_MAX}
          value={ai.seoTitle ?? ""}
          aria-describedby="ai-seoTitle-counter"
          onChange={(e) => set("seoTitle", e.currentTarget.value)}
        />
        <Counter
          id="ai-seoTitle-counter"
          length={(ai.seoTitle ?? "").length}
          max={SEO_TITLE_MAX}
          ideal={[50, 60]}
        />
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="ai-seoMetaDescription" className="text-sm font-medium text-ink">
          Meta description
        </label>
        <Textarea
          id="ai-seoMetaDescription"
          rows={3}
          maxLength={SEO_META_MAX}
          value={ai.seoMetaDescription ?? ""}
          aria-describedby="ai-seoMetaDescription-counter"
          onChange={(e) => set("seoMetaDescription", e.currentTarget.value)}
        />
        <Counter
          id="ai-seoMetaDescription-counter"
          length={(ai.seoMetaDescription ?? "").length}
          max={SEO_META_MAX}
          ideal={[150, 160]}
        />
      </div>
    </div>
  );
}
