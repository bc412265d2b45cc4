import { mediaVariantUrl } from "~/components/ui/responsive-image";
import { PARTNER_AREA_TIPO_LABELS, tipoLabel } from "../partner-labels";
import { fileNameOf } from "../partner-pending";
import { PROFILE_FIELD_LABELS } from "../profile-fields";

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const IMAGE_FIELDS = new Set(["logoUrl", "coverUrl", "galleriaImmagini"]);

/** One side of a change, readable: images as thumbnails, lists as lists, booleans as Sì/No. */
function Value({ field, value }: { field: string; value: unknown }) {
  if (value === null || value === undefined || value === "" || (Array.isArray(value) && !value.length))
    return <span className="text-muted">— vuoto —</span>;
  if (typeof value === "boolean") return <>{value ? "Sì" : "No"}</>;
  if (field === "tipo") return <>{tipoLabel(String(value), PARTNER_AREA_TIPO_LABELS)}</>;
  const items = Array.isArray(value) ? value : [value];
  if (IMAGE_FIELDS.has(field)) {
    return (
      <span className="flex flex-wrap gap-2">
        {items.map((url) => (
          <img
            key={String(url)}
            src={mediaVariantUrl(String(url), 320)}
            alt={fileNameOf(url)}
            width={64}
            height={64}
            className="size-16 rounded border border-line object-cover"
          />
        ))}
      </span>
    );
  }
  if (items.length === 1 && typeof items[0] !== "object") {
    const text = field === "documenti" ? fileNameOf(items[0]) : String(items[0]);
    return <span className="whitespace-pre-line break-words">{text}</span>;
  }
  return (
    <ul className="list-disc space-y-1 pl-4">
      {items.map((item, i) => {
        const text =
          typeof item === "object" && item
            ? [(item as { titolo?: string }).titolo, (item as { descrizione?: string }).descrizione]
                .filter(Boolean)
                .join(": ")
            : field === "documenti"
              ? fileNameOf(item)
              : String(item);
        return <li key={i}>{text}</li>;
      })}
    </ul>
  );
}

/** Issue 15: the field-by-field comparison of the live profile and the partner's pending change. */
export function PendingChangesDiff({ changes }: { changes: FieldChange[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full text-left text-sm" data-testid="pending-diff">
        <caption className="sr-only">Modifiche proposte, campo per campo</caption>
        <thead className="bg-sand/60">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Campo
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Versione pubblicata
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Modifica proposta
            </th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.field} className="border-t border-line/70 align-top">
              <th scope="row" className="px-3 py-2 font-medium text-ink">
                {PROFILE_FIELD_LABELS[change.field] ?? change.field}
              </th>
              <td className="max-w-md bg-red-50/60 px-3 py-2 text-ink-soft">
                <Value field={change.field} value={change.before} />
              </td>
              <td className="max-w-md bg-cypress/5 px-3 py-2 text-ink">
                <Value field={change.field} value={change.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
