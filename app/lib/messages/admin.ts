// Texts of the admin panel (spec §2, §4, §5, §8), reviewed together.

// Loads (spec §8)
export const loadCategories = "Errore nel caricamento delle rubriche";
export const loadRankings = "Errore nel caricamento delle classifiche";
export const loadItems = "Errore nel caricamento degli elementi";
export const loadUsers = "Errore nel caricamento degli utenti";
export const loadRequests = "Errore nel caricamento delle richieste";
export const loadProfiles = "Errore nel caricamento delle schede";

// Saves and deletes (spec §8)
export const itemSaveError = "Errore nel salvataggio dell'elemento";
export const itemDeleteError = "Errore nell'eliminazione dell'elemento(i)";
export const aiError = "Errore nella generazione del contenuto";
export const roleError = "Errore nell'aggiornamento del ruolo";
export const partnerUpdateError = "Errore nell'aggiornamento del profilo partner";
export const statusUpdateError = "Errore nell'aggiornamento dello stato";
export const publishError = "Errore nella pubblicazione";
export const statusChangeError = "Errore nel cambio stato";

// Successes
export const categoryCreated = "Rubrica creata";
export const categoryUpdated = "Rubrica aggiornata";
export const categoryDeleted = "Rubrica eliminata";
export const articleCreated = "Articolo creato";
export const articleUpdated = "Articolo aggiornato";
export const articleDeleted = "Articolo eliminato";
export const rankingCreated = "Classifica creata";
export const rankingUpdated = "Classifica aggiornata";
export const rankingDeleted = "Classifica eliminata";
export const itemCreated = "Elemento creato";
export const itemUpdated = "Elemento aggiornato";
export const itemDeleted = "Elemento eliminato";
export const itemsDeleted = (n: number) => (n === 1 ? "1 elemento eliminato" : `${n} elementi eliminati`);
export const aiGenerated = "Contenuto generato: rivedilo prima di salvare";
export const profilePublished = "Scheda pubblicata con successo!";
export const profileUnpublished = "Scheda tornata in bozza";
export const requestStarted = "Richiesta in lavorazione";
export const requestRejected = "Richiesta rifiutata";
export const requestCompleted = "Richiesta completata: l'Ambassador è sulla scheda pubblica";
export const ambassadorPaused = "Ambassador in pausa: non è più visibile sulla scheda pubblica";
export const ambassadorResumed = "Ambassador riattivato: è di nuovo sulla scheda pubblica";
export const roleUpdated = "Ruolo aggiornato";

// Validation (spec §5)
export const nameRequired = "Il nome è obbligatorio";
export const titleRequired = "Il titolo è obbligatorio";
export const slugRequired = "Lo slug è obbligatorio";
export const slugTaken = "Questo slug è già in uso";
export const rankMin = "La posizione deve essere un numero intero di almeno 1";
export const invalidScore = "Il punteggio deve essere un numero con al massimo un decimale";
export const invalidOrder = "L'ordine deve essere un numero intero maggiore o uguale a 0";
export const invalidImageUrl = "Inserisci un URL dell'immagine valido (https://…)";
export const aiNeedsTitleExcerpt = "Inserisci almeno un titolo e un estratto";
export const imageTooLarge = "L'immagine deve essere inferiore a 5MB";
export const imageType = "Formato non supportato: usa JPEG, PNG o WebP";
export const nothingSelected = "Nessun elemento selezionato";
export const noDuplicates = "Nessun duplicato trovato";
export const duplicatesSelected = (n: number) => `${n} duplicati selezionati`;
export const invalidTransition = "Questa operazione non è consentita nello stato attuale della richiesta";
export const publishNotAllowed = "La scheda può essere pubblicata solo dalla bozza o dalla revisione";
export const unpublishNotAllowed = "Solo una scheda pubblicata può tornare in bozza";
export const lastAdmin = "Impossibile rimuovere l'ultimo amministratore: nomina prima un altro admin";
export const notFound = "Elemento non trovato";

// Empty states
export const emptyItems = "Nessun elemento in questa classifica";
export const emptyRequests = "Nessuna richiesta di Ambassador AI trovata";
export const emptyCategories = "Nessuna rubrica";
export const emptyArticles = "Nessun articolo";
export const emptyRankings = "Nessuna classifica";
export const emptyPartners = "Nessuna scheda trovata";
export const emptyUsers = "Nessun utente";

// Newsroom (issue 15)
export const scheduleDateRequired = "Indica quando pubblicare l'articolo programmato";
export const scheduleInPast = "La data di pubblicazione programmata deve essere nel futuro";
export const unpublishAfterPublish = "Il ritiro deve essere successivo alla pubblicazione";
export const draftAutosaved = "Bozza salvata automaticamente";
export const articleScheduled = "Articolo programmato";
export const revisionRestored = "Revisione ripristinata: salva per pubblicarla";
export const draftDiscarded = "Modifiche non salvate eliminate";
export const articlesPublished = (n: number) =>
  n === 1 ? "1 articolo pubblicato" : `${n} articoli pubblicati`;
export const articlesUnpublished = (n: number) =>
  n === 1 ? "1 articolo riportato in bozza" : `${n} articoli riportati in bozza`;
export const articlesDeleted = (n: number) => (n === 1 ? "1 articolo eliminato" : `${n} articoli eliminati`);
export const unsavedChanges = "Hai modifiche non salvate. Vuoi davvero uscire?";
export const aiProposalReady = "Proposta dell'AI pronta: confrontala con il tuo testo";
