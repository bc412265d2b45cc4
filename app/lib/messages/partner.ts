// Partner area and wizard texts.

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
