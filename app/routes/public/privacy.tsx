import { endSentence } from "~/lib/format";
import { appContext } from "~/server/context.server";
import type { Route } from "./+types/privacy";
import { LegalPage, legalPageMeta, operatorFromContext } from "./legal-page";

export function loader({ context }: Route.LoaderArgs) {
  return { operator: operatorFromContext(context.get(appContext).env) };
}

export const meta: Route.MetaFunction = legalPageMeta(
  "Privacy Policy",
  "Come Atlante tratta i dati personali di lettori, partner e utenti registrati.",
);

export default function Privacy({ loaderData: { operator } }: Route.ComponentProps) {
  return (
    <LegalPage title="Privacy Policy" updated="1 novembre 2026">
      <p>
        La presente informativa descrive come <strong>{operator.name}</strong>, con sede in {operator.address}{" "}
        (di seguito «Atlante» o «Titolare»), tratta i dati personali di chi visita il sito, si registra o crea
        una scheda partner, ai sensi del Regolamento (UE) 2016/679 (GDPR) e del D.Lgs. 196/2003.
      </p>
      <h2>Titolare del trattamento</h2>
      <p>
        Titolare del trattamento è {endSentence(operator.name)} Per qualsiasi richiesta puoi scrivere a{" "}
        <a href={`mailto:${operator.email}`}>{operator.email}</a>.
      </p>
      <h2>Quali dati trattiamo</h2>
      <ul>
        <li>
          Dati di registrazione: indirizzo email, nome e password (conservata solo in forma cifrata e mai
          visibile).
        </li>
        <li>
          Dati della scheda partner: le informazioni, le immagini e i documenti che carichi nella procedura
          guidata.
        </li>
        <li>
          Dati tecnici: indirizzo IP, tipo di browser e registri di accesso, usati per sicurezza e
          funzionamento.
        </li>
        <li>
          Testi inviati agli strumenti AI (domande sugli articoli, richieste di esperienze e itinerari).
        </li>
      </ul>
      <h2>Finalità e basi giuridiche</h2>
      <ul>
        <li>Fornire il servizio e gestire l'account (esecuzione del contratto).</li>
        <li>Pubblicare la scheda partner, solo con il consenso espresso nella procedura guidata.</li>
        <li>
          Proteggere il sito da abusi, con limiti di frequenza e registri tecnici (legittimo interesse).
        </li>
        <li>Adempiere agli obblighi di legge.</li>
      </ul>
      <h2>Cookie</h2>
      <p>
        Atlante usa solo cookie tecnici necessari: il cookie di sessione per mantenere l'accesso e un cookie
        temporaneo per mostrare i messaggi di conferma. Non usiamo cookie di profilazione né strumenti di
        analisi di terze parti.
      </p>
      <h2>Strumenti di intelligenza artificiale</h2>
      <p>
        I contenuti generati con l'AI sono indicati come tali. Se è configurato un fornitore esterno, i testi
        inviati agli strumenti AI possono essere trasmessi a tale fornitore solo per produrre la risposta; in
        mancanza, le risposte sono calcolate interamente sui nostri server.
      </p>
      <h2>Conservazione</h2>
      <p>
        I dati dell'account sono conservati finché l'account è attivo; la scheda partner eliminata viene
        cancellata insieme ai file caricati. I registri tecnici sono conservati per il tempo strettamente
        necessario alla sicurezza.
      </p>
      <h2>I tuoi diritti</h2>
      <p>
        Puoi chiedere accesso, rettifica, cancellazione, limitazione, portabilità e opporti al trattamento
        scrivendo a <a href={`mailto:${operator.email}`}>{operator.email}</a>. Hai inoltre diritto di proporre
        reclamo al Garante per la protezione dei dati personali.
      </p>
    </LegalPage>
  );
}
