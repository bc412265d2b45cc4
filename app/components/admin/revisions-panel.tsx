import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { formatItalianDateTime } from "~/lib/dates";
import type { RevisionComparison } from "~/lib/revision-diff";
import { cn } from "~/lib/utils";

/** The two ends of a comparison: by default the second newest revision against the newest. */
const COMPARE_ENDS = [
  { name: "da", label: "Confronta da", checkedAt: 1 },
  { name: "a", label: "Confronta fino a", checkedAt: 0 },
];

/**
 * Every save keeps a revision (who, when). Two of them can be compared word by word,
 * and one restored (issue 15): articles into the editor, partner profiles onto the public
 * page. Works without JavaScript: the comparison is a GET form, the restore a POST.
 */
export function RevisionsPanel({
  id,
  revisions,
  comparison,
  restoreNote,
}: {
  /** The document's id, for the section's heading id. */
  id: string;
  revisions: { id: string; createdAt: Date | string; authorEmail: string | null }[];
  comparison: RevisionComparison | null;
  /** What "Ripristina" does, said before the list. */
  restoreNote?: string;
}) {
  if (revisions.length === 0) return null;
  return (
    <section
      aria-labelledby={`revisions-${id}`}
      className="grid gap-4 rounded-lg border border-line bg-paper p-4"
    >
      <h3 id={`revisions-${id}`} className="font-display text-xl">
        Revisioni
      </h3>
      {restoreNote ? <p className="text-sm text-ink-soft">{restoreNote}</p> : null}
      <Form method="get" className="grid gap-3">
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left">
              <th className="py-1 pr-2 font-medium">Da</th>
              <th className="py-1 pr-2 font-medium">A</th>
              <th className="py-1 pr-2 font-medium">Salvata</th>
              <th className="py-1 font-medium">
                <span className="sr-only">Azioni</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {revisions.map((revision, i) => {
              const label = `${formatItalianDateTime(revision.createdAt)}${revision.authorEmail ? ` da ${revision.authorEmail}` : ""}`;
              return (
                <tr key={revision.id} className="border-t border-line/70">
                  {COMPARE_ENDS.map((end) => (
                    <td key={end.name} className="py-1.5 pr-2">
                      <input
                        type="radio"
                        name={end.name}
                        value={revision.id}
                        defaultChecked={i === end.checkedAt}
                        aria-label={`${end.label}: ${label}`}
                      />
                    </td>
                  ))}
                  <td className="py-1.5 pr-2">{label}</td>
                  <td className="py-1.5 text-right">
                    <Button type="submit" form={`restore-${revision.id}`} variant="ghost" size="sm">
                      Ripristina
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {revisions.length > 1 ? (
          <div>
            <Button type="submit" variant="outline" size="sm">
              Confronta
            </Button>
          </div>
        ) : null}
      </Form>
      {revisions.map((revision) => (
        <Form key={revision.id} id={`restore-${revision.id}`} method="post" hidden>
          <input type="hidden" name="intent" value="restore" />
          <input type="hidden" name="revisionId" value={revision.id} />
        </Form>
      ))}
      {comparison ? <ComparisonView comparison={comparison} /> : null}
    </section>
  );
}

function ComparisonView({ comparison }: { comparison: RevisionComparison }) {
  return (
    <div className="grid gap-3" data-testid="revision-diff">
      <p className="text-sm text-ink-soft">
        Dal {formatItalianDateTime(comparison.from.createdAt)} al{" "}
        {formatItalianDateTime(comparison.to.createdAt)}:{" "}
        {comparison.fields.length === 0 ? "nessuna differenza." : null}
      </p>
      {comparison.fields.map((field) => (
        <div key={field.label} className="grid gap-1">
          <h4 className="text-sm font-semibold">{field.label}</h4>
          <p className="whitespace-pre-wrap rounded-md bg-ivory p-3 text-sm leading-relaxed">
            {field.changes.map((change, i) =>
              change.added ? (
                <ins key={i} className="bg-cypress/15 text-ink no-underline">
                  {change.value}
                </ins>
              ) : change.removed ? (
                <del key={i} className={cn("bg-wine/15 text-ink")}>
                  {change.value}
                </del>
              ) : (
                <span key={i}>{change.value}</span>
              ),
            )}
          </p>
        </div>
      ))}
    </div>
  );
}
