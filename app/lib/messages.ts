/**
 * User-facing Italian texts that recur or come from the error catalogue
 * (spec §8), kept together so they can be reviewed in one place. Separate
 * exports, imported as `import * as MESSAGES`, so each page bundles only the
 * texts it uses.
 */
// Generic
export const genericError = "Si è verificato un errore";
export const loadError = "Errore nel caricamento";
export const saveError = "Errore nel salvataggio";
export const deleteError = "Errore nell'eliminazione";
export const serviceUnavailable =
  "Il servizio è momentaneamente non disponibile. Riprova tra qualche istante.";
export const tooManyRequests = "Hai effettuato troppe richieste. Attendi qualche istante e riprova.";
export const crossOrigin = "Richiesta non consentita.";

// Auth (spec §5, §8)
export const invalidEmail = "Email non valida";
export const passwordTooShort = "La password deve essere di almeno 6 caratteri";
export const passwordTooLong = "La password può contenere al massimo 128 caratteri";
export const invalidCredentials = "Credenziali non valide";
export const signInSuccess = "Accesso effettuato con successo";
export const userAlreadyRegistered = "Utente già registrato";
export const signUpSuccess = "Registrazione completata! Accedi per continuare.";
export const permissionDenied = "Non hai i permessi per accedere a questa pagina";
export const logoutSuccess = "Logout effettuato";
export const logoutError = "Errore durante il logout";
export const logoutEverywhereSuccess = "Sei uscito da tutti i dispositivi";

// Magazine and AI (spec §8)
export const articleNotFound = "Articolo non trovato";
export const articleLoadError = "Errore nel caricamento dell'articolo";
export const aiContentError = "Errore nel caricamento del contenuto AI";
export const linkCopied = "Link copiato";

// Partner area (spec §8)
export const profileLoadError = "Errore nel caricamento del profilo";
export const profileDeleteError = "Errore durante l'eliminazione";
export const draftDeleted = "Bozza eliminata";

// Partner wizard (spec §5, §8)
export const draftSaved = "Bozza salvata";
export const saveDraftFirst = "Salva prima la bozza";
export const imageUploadError = "Errore nel caricamento dell'immagine";
export const imagesUploadError = "Errore nel caricamento delle immagini";
export const documentsUploadError = "Errore nel caricamento dei documenti";
export const avatarUploadError = "Errore nel caricamento dell'avatar";
export const imageUploaded = "Immagine caricata";
export const avatarUploaded = "Immagine avatar caricata";
export const partnerContentGenerated = "Contenuti generati e salvati!";
export const generationError = "Errore nella generazione";
export const ambassadorRequestSent =
  "Richiesta Ambassador AI inviata! Sarà disponibile entro 24-48 ore sulla tua scheda partner.";
export const ambassadorRequestError = "Errore nell'invio della richiesta";
export const ambassadorMissingFields = "Compila tutti i campi obbligatori";
export const ambassadorMissingAvatar = "Carica un'immagine per l'avatar personalizzato";
export const ambassadorMissingProfile = "Errore: utente o profilo mancante";

// AI tools (spec §5, §8; D7)
export const aiGeneratedLabel = "Generato con l'AI";
export const aiRateLimited =
  "Hai raggiunto il limite di richieste agli strumenti AI. Attendi un minuto e riprova.";
export const aiUnavailable = "Il servizio AI non è al momento disponibile. Riprova tra qualche istante.";
export const experienceAttention = "Attenzione";
export const experienceDescribe = "Per favore, descrivi cosa vorresti fare";
export const experienceSelectInterest = "Seleziona almeno un interesse";
export const experienceCompleteDetails = "Completa tutti i dettagli";
export const experienceErrorTitle = "Errore";
export const experienceFailed = "Non è stato possibile generare l'esperienza. Riprova.";
export const itineraryFailed = "Non è stato possibile generare l'itinerario completo. Riprova.";
export const itineraryReady = "Itinerario generato!";
export const itineraryReadyDescription = "Il tuo itinerario dettagliato è pronto";
export const tourSuggestionsError = "Errore nel caricamento dei suggerimenti";
export const tourItineraryError = "Errore nel caricamento dell'itinerario";
