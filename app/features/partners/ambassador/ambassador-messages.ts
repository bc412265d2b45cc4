import { AMBASSADOR_QUESTION_MAX } from "~/features/ai/ambassador/limits";

/** The Italian messages of Atlante's own Ambassador (issue 13). */
export const AMBASSADOR_MESSAGES = {
  unavailable: "L'Ambassador non è disponibile per questo profilo",
  paused:
    "L'Ambassador non è disponibile in questo momento: per informazioni usa i contatti nella scheda del partner",
  emptyQuestion: "Scrivi una domanda per l'Ambassador",
  longQuestion: `La domanda può contenere al massimo ${AMBASSADOR_QUESTION_MAX} caratteri`,
} as const;
