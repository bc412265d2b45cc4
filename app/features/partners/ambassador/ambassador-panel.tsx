// The Ambassador conversation in the dialog (loaded on the first open, issue 13).
import { Loader2Icon, SendIcon, Volume2Icon } from "lucide-react";
import * as React from "react";
import { Button } from "~/components/ui/button";
import type { AmbassadorOutput } from "~/features/ai/ambassador/schema";
import { AMBASSADOR_API_PATH } from "~/lib/urls";
import { AmbassadorAnswerText } from "./ambassador-answer";

interface Entry {
  id: number;
  question: string;
  output?: AmbassadorOutput;
  engine?: string;
  error?: string;
}

/** Reads an answer aloud with the browser's own voice, in the answer's language. */
function speak(output: AmbassadorOutput) {
  if (typeof window === "undefined" || !("speechSynthesis" in window)) return;
  window.speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(output.answer);
  utterance.lang = output.language;
  window.speechSynthesis.speak(utterance);
}

export default function AmbassadorPanel({
  profileSlug,
  agentName,
}: {
  profileSlug: string;
  agentName: string;
}) {
  const [entries, setEntries] = React.useState<Entry[]>([]);
  const [question, setQuestion] = React.useState("");
  const [loading, setLoading] = React.useState(false);
  const endRef = React.useRef<HTMLDivElement>(null);
  const canSpeak = typeof window !== "undefined" && "speechSynthesis" in window;

  React.useEffect(() => {
    if (entries.length) endRef.current?.scrollIntoView({ block: "nearest" });
  }, [entries]);
  React.useEffect(() => () => (canSpeak ? window.speechSynthesis.cancel() : undefined), [canSpeak]);

  async function ask(event: React.FormEvent) {
    event.preventDefault();
    const text = question.trim();
    if (!text || loading) return;
    const id = Date.now();
    // The conversation's opening question (until one is answered) is counted once for the partner.
    const first = !entries.some((e) => e.output);
    setLoading(true);
    setQuestion("");
    setEntries((list) => [...list, { id, question: text }]);
    let entry: Entry = { id, question: text };
    try {
      const response = await fetch(AMBASSADOR_API_PATH, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ partner: profileSlug, question: text, first }),
      });
      const body = (await response.json()) as { result?: AmbassadorOutput; engine?: string; error?: string };
      entry = body.result
        ? { id, question: text, output: body.result, ...(body.engine ? { engine: body.engine } : {}) }
        : { id, question: text, error: body.error ?? "Risposta non disponibile, riprova più tardi" };
    } catch {
      entry = { id, question: text, error: "Risposta non disponibile, riprova più tardi" };
    }
    setEntries((list) => list.map((e) => (e.id === id ? entry : e)));
    setLoading(false);
  }

  return (
    <div className="grid gap-3">
      <div
        className="max-h-[55dvh] space-y-3 overflow-y-auto"
        aria-live="polite"
        data-testid="ambassador-log"
      >
        {entries.length === 0 ? (
          <p className="text-sm text-muted">
            Ciao, sono {agentName}. Chiedimi orari, come arrivare, contatti, servizi o esperienze, anche in
            un'altra lingua.
          </p>
        ) : (
          entries.map((entry) => (
            <div key={entry.id} className="grid gap-2">
              <p className="ml-auto w-fit max-w-[85%] rounded-2xl bg-ink px-4 py-2 text-sm text-ivory">
                <span className="sr-only">Tu: </span>
                {entry.question}
              </p>
              <div className="max-w-[95%] rounded-2xl bg-sand/60 px-4 py-3">
                <span className="sr-only">{agentName}: </span>
                {entry.output ? (
                  <>
                    <AmbassadorAnswerText output={entry.output} engine={entry.engine} />
                    {canSpeak ? (
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        className="mt-1"
                        onClick={() => entry.output && speak(entry.output)}
                      >
                        <Volume2Icon aria-hidden="true" />
                        Ascolta
                      </Button>
                    ) : null}
                  </>
                ) : entry.error ? (
                  <p className="text-sm text-red-800">{entry.error}</p>
                ) : (
                  <Loader2Icon aria-label="Caricamento" className="size-4 animate-spin" />
                )}
              </div>
            </div>
          ))
        )}
        <div ref={endRef} />
      </div>
      <form onSubmit={ask} className="flex items-end gap-2">
        <label className="grid flex-1 gap-1 text-sm">
          <span className="sr-only">La tua domanda per {agentName}</span>
          <input
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            maxLength={500}
            placeholder="Scrivi la tua domanda…"
            className="h-11 rounded-full border border-ink/20 bg-white px-4 text-sm outline-none focus:border-ink"
          />
        </label>
        <Button type="submit" size="icon" aria-label="Invia domanda" disabled={!question.trim() || loading}>
          {loading ? (
            <Loader2Icon aria-hidden="true" className="animate-spin" />
          ) : (
            <SendIcon aria-hidden="true" />
          )}
        </Button>
      </form>
    </div>
  );
}
