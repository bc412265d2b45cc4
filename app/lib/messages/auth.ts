// Sign-in, registration and permission texts.

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
