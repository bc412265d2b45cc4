/**
 * User-facing Italian texts that recur or come from the error catalogue
 * (spec §8), kept together so they can be reviewed in one place.
 */
export const MESSAGES = {
  // Generic
  genericError: "Si è verificato un errore",
  loadError: "Errore nel caricamento",
  saveError: "Errore nel salvataggio",
  deleteError: "Errore nell'eliminazione",
  serviceUnavailable: "Il servizio è momentaneamente non disponibile. Riprova tra qualche istante.",
  tooManyRequests: "Hai effettuato troppe richieste. Attendi qualche istante e riprova.",
  crossOrigin: "Richiesta non consentita.",

  // Auth (spec §5, §8)
  invalidEmail: "Email non valida",
  passwordTooShort: "La password deve essere di almeno 6 caratteri",
  passwordTooLong: "La password può contenere al massimo 128 caratteri",
  invalidCredentials: "Credenziali non valide",
  signInSuccess: "Accesso effettuato con successo",
  userAlreadyRegistered: "Utente già registrato",
  signUpSuccess: "Registrazione completata! Accedi per continuare.",
  permissionDenied: "Non hai i permessi per accedere a questa pagina",
  logoutSuccess: "Logout effettuato",
  logoutError: "Errore durante il logout",
  logoutEverywhereSuccess: "Sei uscito da tutti i dispositivi",

  // Magazine and AI (spec §8)
  articleNotFound: "Articolo non trovato",
  articleLoadError: "Errore nel caricamento dell'articolo",
  aiContentError: "Errore nel caricamento del contenuto AI",
  linkCopied: "Link copiato",

  // Partner area (spec §8)
  profileLoadError: "Errore nel caricamento del profilo",
  profileDeleteError: "Errore durante l'eliminazione",
  draftDeleted: "Bozza eliminata",

  // Partner wizard (spec §5, §8)
  draftSaved: "Bozza salvata",
  saveDraftFirst: "Salva prima la bozza",
  imageUploadError: "Errore nel caricamento dell'immagine",
  imagesUploadError: "Errore nel caricamento delle immagini",
  documentsUploadError: "Errore nel caricamento dei documenti",
  avatarUploadError: "Errore nel caricamento dell'avatar",
  imageUploaded: "Immagine caricata",
  avatarUploaded: "Immagine avatar caricata",
  partnerContentGenerated: "Contenuti generati e salvati!",
  generationError: "Errore nella generazione",
  ambassadorRequestSent:
    "Richiesta Ambassador AI inviata! Sarà disponibile entro 24-48 ore sulla tua scheda partner.",
  ambassadorRequestError: "Errore nell'invio della richiesta",
  ambassadorMissingFields: "Compila tutti i campi obbligatori",
  ambassadorMissingAvatar: "Carica un'immagine per l'avatar personalizzato",
  ambassadorMissingProfile: "Errore: utente o profilo mancante",

  // AI tools (spec §5, §8; D7)
  aiGeneratedLabel: "Generato con l'AI",
  aiRateLimited: "Hai raggiunto il limite di richieste agli strumenti AI. Attendi un minuto e riprova.",
  aiUnavailable: "Il servizio AI non è al momento disponibile. Riprova tra qualche istante.",
  experienceAttention: "Attenzione",
  experienceDescribe: "Per favore, descrivi cosa vorresti fare",
  experienceSelectInterest: "Seleziona almeno un interesse",
  experienceCompleteDetails: "Completa tutti i dettagli",
  experienceErrorTitle: "Errore",
  experienceFailed: "Non è stato possibile generare l'esperienza. Riprova.",
  itineraryFailed: "Non è stato possibile generare l'itinerario completo. Riprova.",
  itineraryReady: "Itinerario generato!",
  itineraryReadyDescription: "Il tuo itinerario dettagliato è pronto",
  tourSuggestionsError: "Errore nel caricamento dei suggerimenti",
  tourItineraryError: "Errore nel caricamento dell'itinerario",
} as const;
