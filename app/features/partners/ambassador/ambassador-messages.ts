import { AMBASSADOR_QUESTION_MAX } from "~/features/ai/ambassador/limits";

/** The Italian messages of Atlante's own Ambassador (issue 13). */
export const AMBASSADOR_MESSAGES = {
  unavailable: "L'Ambassador non è disponibile per questo profilo",
  paused:
    "L'Ambassador non è disponibile in questo momento: per informazioni usa i contatti nella scheda del partner",
  noPreview: "Non hai ancora un Ambassador da provare: richiedilo dal wizard, al passo 9",
  emptyQuestion: "Scrivi una domanda per l'Ambassador",
  longQuestion: `La domanda può contenere al massimo ${AMBASSADOR_QUESTION_MAX} caratteri`,
} as const;

/** The Ambassador's state as the partner reads it in the partner area. */
export type PartnerAmbassadorState = "pending" | "processing" | "active" | "paused" | "rejected";

/** A request's status as the newsroom reads it (admin list, the partner card's line). */
export const AMBASSADOR_STATUS_LABELS = {
  pending: "In attesa",
  processing: "In lavorazione",
  completed: "Completato",
  rejected: "Rifiutato",
} as const;

/** The partner's words differ where the state does: requested, active, paused. */
export const PARTNER_AMBASSADOR_LABELS: Record<PartnerAmbassadorState, string> = {
  ...AMBASSADOR_STATUS_LABELS,
  pending: "Richiesto",
  active: "Attivo",
  paused: "In pausa",
};

/** The request form's limit (wizard step 9). */
export const INSTRUCTIONS_MAX = 4000;

export const PARTNER_AMBASSADOR_MESSAGES = {
  instructionsRequired: "Scrivi le istruzioni per il tuo Ambassador",
  instructionsTooLong: "Le istruzioni possono contenere al massimo 4.000 caratteri",
  notFound: "Richiesta Ambassador non trovata",
  instructionsSaved: "Istruzioni aggiornate: l'Ambassador le usa già dalla prossima risposta",
} as const;
