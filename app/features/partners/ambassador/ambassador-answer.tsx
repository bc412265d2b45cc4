// One Ambassador answer as the visitor sees it: the text in the answer's own
// language, the hand-off links to the partner's channels and the AI label.

import type { AmbassadorOutput } from "~/features/ai/ambassador/schema";
import { AiLabel } from "~/features/ai/components/ai-label";

export function AmbassadorAnswerText({
  output,
  engine,
}: {
  output: AmbassadorOutput;
  engine?: string | null | undefined;
}) {
  return (
    <div lang={output.language} className="grid gap-2" data-testid="ambassador-answer">
      <p className="text-sm leading-relaxed">{output.answer}</p>
      {output.links.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Contatti del partner">
          {output.links.map((link) => (
            <li key={link.kind}>
              <a
                href={link.href}
                data-handoff={link.kind}
                className="inline-flex min-h-11 items-center rounded-full border border-ink/20 bg-white px-4 text-sm text-ink underline-offset-2 hover:underline"
                {...(link.kind === "form" || link.kind === "website"
                  ? { target: "_blank", rel: "noopener noreferrer nofollow" }
                  : {})}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <AiLabel engine={engine ?? null} />
    </div>
  );
}
