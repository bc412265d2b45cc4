// Generic, magazine and share texts: used by the site shell and public pages.

// Generic
export const genericError = "Si è verificato un errore";
export const loadError = "Errore nel caricamento";
export const saveError = "Errore nel salvataggio";
export const deleteError = "Errore nell'eliminazione";
export const serviceUnavailable =
  "Il servizio è momentaneamente non disponibile. Riprova tra qualche istante.";
export const tooManyRequests = "Hai effettuato troppe richieste. Attendi qualche istante e riprova.";
export const crossOrigin = "Richiesta non consentita.";

// Magazine and AI (spec §8)
export const articleNotFound = "Articolo non trovato";
export const articleLoadError = "Errore nel caricamento dell'articolo";
export const aiContentError = "Errore nel caricamento del contenuto AI";
export const linkCopied = "Link copiato";
