import { Link } from "react-router";
import { endSentence } from "~/lib/format";
import { appContext } from "~/server/context.server";
import type { Route } from "./+types/terms";
import { LegalPage, legalPageMeta, operatorFromContext } from "./legal-page";

export function loader({ context }: Route.LoaderArgs) {
  return { operator: operatorFromContext(context.get(appContext).env) };
}

export const meta: Route.MetaFunction = legalPageMeta(
  "Termini di Servizio",
  "Le condizioni d'uso del sito Atlante, della directory partner e degli strumenti AI.",
);

export default function Terms({ loaderData: { operator } }: Route.ComponentProps) {
  return (
    <LegalPage title="Termini di Servizio" updated="1 novembre 2026">
      <p>
        Questi termini regolano l'uso del sito Atlante, gestito da <strong>{operator.name}</strong>,{" "}
        {endSentence(operator.address)} Usando il sito accetti i presenti termini.
      </p>
      <h2>Il servizio</h2>
      <p>
        Atlante offre un magazine, classifiche editoriali, una directory di schede partner e strumenti basati
        sull'intelligenza artificiale per ispirare viaggi ed esperienze in Italia. Le classifiche esprimono
        valutazioni editoriali della redazione.
      </p>
      <h2>Account e schede partner</h2>
      <ul>
        <li>
          Sei responsabile della riservatezza delle tue credenziali e delle attività svolte con il tuo
          account.
        </li>
        <li>
          Le informazioni, le immagini e i documenti caricati devono essere veritieri e di tua titolarità, o
          comunque utilizzabili legittimamente.
        </li>
        <li>
          Ogni scheda viene verificata dalla redazione prima della pubblicazione; Atlante può rifiutare o
          ritirare contenuti non conformi.
        </li>
      </ul>
      <h2>Contenuti generati con l'AI</h2>
      <p>
        Riassunti, risposte, esperienze, itinerari e testi delle schede possono essere generati
        automaticamente e sono indicati come tali. Possono contenere imprecisioni: verifica sempre orari,
        prezzi e disponibilità con le strutture interessate.
      </p>
      <h2>Uso corretto</h2>
      <p>
        È vietato usare il sito in modo da comprometterne il funzionamento, aggirare i limiti di utilizzo,
        raccogliere dati di altri utenti o caricare contenuti illeciti o dannosi.
      </p>
      <h2>Proprietà intellettuale</h2>
      <p>
        Testi, grafiche e marchi di Atlante sono protetti. I contenuti dei partner restano di loro titolarità;
        caricandoli ne concedi ad Atlante l'uso necessario alla pubblicazione della scheda.
      </p>
      <h2>Dati personali</h2>
      <p>
        Il trattamento dei dati è descritto nella <Link to="/privacy">Privacy Policy</Link>.
      </p>
      <h2>Contatti</h2>
      <p>
        Per domande sui presenti termini scrivi a <a href={`mailto:${operator.email}`}>{operator.email}</a>.
      </p>
    </LegalPage>
  );
}
