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
export const passwordTooCommon =
  "Questa password è troppo comune o facile da indovinare: scegline una meno prevedibile (ad esempio tre parole a caso).";
export const nameTooLong = "Il nome può contenere al massimo 120 caratteri";
export const signInThrottled = (seconds: number) =>
  `Troppi tentativi di accesso non riusciti per questo account. Attendi ${formatWait(seconds)} prima di riprovare.`;
export const emailNotVerified =
  "Conferma prima il tuo indirizzo email: apri il link che ti abbiamo inviato, poi accedi.";
export const signUpCheckEmail =
  "Registrazione completata! Ti abbiamo inviato un'email: apri il link per confermare l'indirizzo, poi accedi.";

function formatWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 secondo" : `${seconds} secondi`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minuto" : `${minutes} minuti`;
}
