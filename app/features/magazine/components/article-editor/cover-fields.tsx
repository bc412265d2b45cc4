import type { FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { Field } from "~/components/ui/field";
import { InputField } from "~/components/ui/form-fields";
import { Input } from "~/components/ui/input";

// biome-ignore lint/suspicious/noExplicitAny: the editor's Conform fields.
type Fields = Record<string, FieldMetadata<any, any, string[]>>;

/**
 * The cover image: a file (stored when the article is saved) or a direct URL, with its
 * alternative text, caption and credit shown to readers under the image (issue 15).
 */
export function CoverFields({
  fields,
  initialUrl,
  onChange,
}: {
  fields: Fields;
  initialUrl: string;
  onChange: () => void;
}) {
  const url = fields.imageUrl!;
  const [preview, setPreview] = useState(initialUrl);
  const src = preview.startsWith("/media/") ? `${preview}?w=480&fm=webp` : preview;
  return (
    <fieldset className="grid gap-3 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-medium">Copertina</legend>
      {src ? (
        <img src={src} alt="" className="max-h-40 w-full rounded-md border border-line object-cover" />
      ) : null}
      <Field
        id="cover-file"
        label="Carica un'immagine"
        hint="JPEG, PNG o WebP fino a 5 MB; salvata con l'articolo."
      >
        <input
          id="cover-file"
          name="coverFile"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby="cover-file-hint"
          className="text-sm"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) setPreview(URL.createObjectURL(file));
            onChange();
          }}
        />
      </Field>
      <Field id={url.id} label="Oppure l'URL dell'immagine" error={url.errors}>
        <Input
          id={url.id}
          name={url.name}
          type="text"
          defaultValue={initialUrl}
          onChange={(event) => setPreview(event.currentTarget.value)}
          aria-invalid={url.errors ? true : undefined}
          aria-describedby={url.errors ? `${url.id}-error` : undefined}
        />
      </Field>
      <InputField
        meta={fields.imageAlt!}
        label="Testo alternativo"
        hint="Descrive l'immagine a chi non la vede."
      />
      <InputField meta={fields.imageCaption!} label="Didascalia" />
      <InputField meta={fields.imageCredit!} label="Credito" placeholder="Foto di …" />
    </fieldset>
  );
}
