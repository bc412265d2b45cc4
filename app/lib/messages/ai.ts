// Texts of the AI tools.

// AI tools (spec §5, §8; D7)
export const aiInvalidInput = "Richiesta non valida. Controlla i dati inseriti e riprova.";
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
// Travel AI (issue 11, D17)
export const unknownRegion = "Regione non riconosciuta: scegli una delle 20 regioni italiane.";
export const partnerLabel = "Partner Atlante";
