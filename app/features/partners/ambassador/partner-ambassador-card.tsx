// Issue 13: the partner area's view of their Ambassador — its state, the
// instructions the partner can rewrite at any time, and the preview.

import { Bot, MessageCircle } from "lucide-react";
import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { PARTNER_AMBASSADOR_PREVIEW_PATH } from "~/lib/urls";
import { cn } from "~/lib/utils";
import { AmbassadorAvatar } from "./ambassador-avatar";
import {
  INSTRUCTIONS_MAX,
  PARTNER_AMBASSADOR_LABELS,
  type PartnerAmbassadorState,
} from "./ambassador-messages";

const STATE_CLASS: Record<PartnerAmbassadorState, string> = {
  pending: "border-gold/50 bg-gold-light/40 text-ink",
  processing: "border-terracotta/40 bg-terracotta/10 text-terracotta-dark",
  active: "border-cypress/40 bg-cypress/10 text-cypress",
  paused: "border-line bg-sand/60 text-ink-soft",
  rejected: "border-wine/40 bg-wine/10 text-wine",
};

const STATE_TEXT: Record<PartnerAmbassadorState, string> = {
  pending: "La redazione ha ricevuto la richiesta e la prenderà in carico a breve.",
  processing: "La redazione sta preparando il tuo Ambassador.",
  active: "Risponde ai visitatori sulla tua scheda pubblica con i dati della scheda e le tue istruzioni.",
  paused: "La redazione l'ha messo in pausa: per ora non compare sulla scheda pubblica.",
  rejected: "La richiesta non è stata accolta: puoi inviarne una nuova dal wizard, al passo 9.",
};

export interface PartnerAmbassadorData {
  id: string;
  state: PartnerAmbassadorState;
  name: string;
  instructions: string;
  avatarUrl: string | null;
}

export function PartnerAmbassadorCard({
  ambassador,
  error,
  saving,
}: {
  ambassador: PartnerAmbassadorData;
  error?: string | undefined;
  saving: boolean;
}) {
  const editable = ambassador.state !== "rejected";
  return (
    <section
      className="mt-6 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
      aria-labelledby="ambassador-card-title"
      data-testid="partner-ambassador"
    >
      <div className="flex flex-wrap items-center gap-4">
        <AmbassadorAvatar
          url={ambassador.avatarUrl}
          className="border border-line"
          fallback={<Bot className="size-8 text-muted" aria-hidden />}
        />
        <div className="min-w-0 flex-1">
          <h2 id="ambassador-card-title" className="font-display text-xl text-ink break-words">
            Ambassador AI: {ambassador.name}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            <span className="text-ink-soft">Stato:</span>
            <Badge className={cn("border", STATE_CLASS[ambassador.state])} data-testid="ambassador-state">
              {PARTNER_AMBASSADOR_LABELS[ambassador.state]}
            </Badge>
          </p>
        </div>
      </div>
      <p className="mt-3 text-sm text-ink-soft">{STATE_TEXT[ambassador.state]}</p>
      {editable ? (
        <>
          <Form method="post" className="mt-5 grid gap-2">
            <input type="hidden" name="intent" value="ambassador-instructions" />
            <input type="hidden" name="requestId" value={ambassador.id} />
            <Label htmlFor="ambassador-instructions">Istruzioni (tono, cosa mettere in evidenza)</Label>
            <Textarea
              id="ambassador-instructions"
              name="instructions"
              defaultValue={ambassador.instructions}
              required
              maxLength={INSTRUCTIONS_MAX}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "ambassador-instructions-error" : "ambassador-instructions-hint"}
              className="min-h-28"
            />
            {error ? (
              <p id="ambassador-instructions-error" role="alert" className="text-sm text-red-800">
                {error}
              </p>
            ) : (
              <p id="ambassador-instructions-hint" className="text-xs text-muted">
                Le modifiche valgono subito, dalla prossima risposta; l'Ambassador non inventa mai orari,
                prezzi o disponibilità.
              </p>
            )}
            <Button type="submit" variant="primary" className="justify-self-start" disabled={saving}>
              Salva istruzioni
            </Button>
          </Form>
          <Button asChild variant="outline" className="mt-4">
            <a href={PARTNER_AMBASSADOR_PREVIEW_PATH}>
              <MessageCircle aria-hidden /> Prova l'Ambassador (anteprima)
            </a>
          </Button>
        </>
      ) : null}
    </section>
  );
}
