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
export const unknownOperation = "Operazione non riconosciuta";

// Not-found screens (spec §2)
export const rankingNotFound = "Classifica non trovata";
export const sectionNotFound = "Rubrica non trovata";
export const profileNotFound = "Scheda non trovata";
export const profileNotFoundText = "La scheda richiesta non esiste o non è pubblicata.";
export const authorNotFound = "Autore non trovato";

// Newsletter (issue 15)
export const newsletterCheckInbox =
  "Ti abbiamo inviato un'e-mail: conferma l'iscrizione dal link che contiene.";
export const newsletterConfirmed = "Iscrizione confermata: riceverai la newsletter di Atlante.";
export const newsletterUnsubscribed = "Il tuo indirizzo è stato cancellato dalla newsletter.";
export const newsletterClosed = "Le iscrizioni alla newsletter sono al momento chiuse.";
export const newsletterLinkInvalid = "Il link non è valido o è già stato usato.";
