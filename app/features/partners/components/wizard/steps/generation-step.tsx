import { Loader2, Sparkles } from "lucide-react";
import { Button } from "~/components/ui/button";

/** Step 7: the publication consent and the AI generation. */
export function GenerationStep({
  consent,
  onConsent,
  generated,
  busy,
  onGenerate,
}: {
  consent: boolean;
  onConsent: (value: boolean) => void;
  generated: boolean;
  busy: boolean;
  onGenerate: () => void;
}) {
  return (
    <div className="grid gap-6">
      <p className="text-ink-soft">
        L'intelligenza artificiale scriverà i contenuti premium della tua scheda (titolo, sommario, chi siamo,
        valori, servizi, esperienze) e i testi SEO a partire dai dati inseriti. Potrai rivederli e modificarli
        nel passo successivo.
      </p>
      <label className="flex items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          checked={consent}
          onChange={(e) => onConsent(e.currentTarget.checked)}
          className="mt-0.5 size-4 accent-terracotta"
        />
        <span>
          Acconsento alla pubblicazione della mia scheda e dei contenuti generati sul sito, dopo la revisione
          della redazione. *
        </span>
      </label>
      <div>
        <Button variant="accent" onClick={onGenerate} disabled={!consent || busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
          {busy ? "Generazione in corso…" : generated ? "Rigenera Contenuti AI" : "Genera Contenuti AI"}
        </Button>
      </div>
      {generated ? (
        <p className="text-sm text-cypress">
          I contenuti sono stati generati: puoi proseguire all'anteprima.
        </p>
      ) : null}
    </div>
  );
}
