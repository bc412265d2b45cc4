import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { InputField } from "~/components/ui/form-fields";
import { ARTICLE_STATUS_LABELS, ARTICLE_STATUSES } from "../../magazine-schema";

// biome-ignore lint/suspicious/noExplicitAny: the editor's Conform fields.
type Fields = Record<string, FieldMetadata<any, any, string[]>>;

const HINTS = {
  bozza: "Visibile solo in redazione.",
  programmato: "Va online da sola all'ora indicata.",
  pubblicato: "Online subito dopo il salvataggio.",
} as const;

/** Bozza, Programmato or Pubblicato, with the dates each one needs (issue 15). */
export function PublicationFields({ fields }: { fields: Fields }) {
  const status = fields.status!;
  const errorId = `${status.id}-error`;
  return (
    <fieldset
      className="grid gap-3 rounded-lg border border-line p-3"
      aria-describedby={status.errors ? errorId : undefined}
    >
      <legend className="px-1 text-sm font-medium">Pubblicazione</legend>
      <div className="grid gap-2">
        {ARTICLE_STATUSES.map((value) => (
          <label key={value} className="flex items-start gap-2 text-sm">
            <input
              {...getInputProps(status, { type: "radio", value })}
              key={`${status.key}-${value}`}
              className="mt-1 size-4 accent-terracotta"
            />
            <span>
              <span className="font-medium">{ARTICLE_STATUS_LABELS[value]}</span>
              <span className="block text-xs text-muted">{HINTS[value]}</span>
            </span>
          </label>
        ))}
      </div>
      {status.errors ? (
        <p id={errorId} role="alert" className="text-sm text-red-800">
          {status.errors[0]}
        </p>
      ) : null}
      <InputField
        meta={fields.scheduledAt!}
        label="Programmato per"
        type="datetime-local"
        hint="Ora italiana."
      />
      <InputField
        meta={fields.publishedAt!}
        label="Data di pubblicazione"
        type="date"
        hint="Se vuota: oggi."
      />
      <InputField
        meta={fields.unpublishAt!}
        label="Ritira il"
        type="datetime-local"
        hint="Facoltativo: torna in bozza a quell'ora."
      />
    </fieldset>
  );
}
