import type * as React from "react";
import { WIZARD_MESSAGES } from "~/features/partners/wizard-schema";
import { DOCUMENT_ACCEPT, DocumentItem, FilePicker, IMAGE_ACCEPT, ImagePreview } from "../upload-field";
import type { WizardForm } from "../wizard-state";
import { type StepProps, TextField } from "./fields";

/** Step 6: gallery, video, documents, awards, opening hours. */
export function GalleryStep({
  form,
  update,
  setForm,
}: StepProps & { setForm: React.Dispatch<React.SetStateAction<WizardForm>> }) {
  const props = { form, update };
  const count = form.galleriaImmagini.length;
  const remove = (key: "galleriaImmagini" | "documenti", url: string) =>
    update(
      key,
      form[key].filter((u) => u !== url),
    );
  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        <FilePicker
          label="Galleria immagini"
          hint={`Consigliate da 3 a 10 foto (ora ${count}). JPEG, PNG, WebP o AVIF, massimo 5 MB ciascuna.`}
          accept={IMAGE_ACCEPT}
          multiple
          kind="gallery"
          testId="upload-gallery"
          errorMessage={WIZARD_MESSAGES.imagesUploadError}
          onUploaded={(urls) =>
            setForm((f) => ({ ...f, galleriaImmagini: [...f.galleriaImmagini, ...urls].slice(0, 20) }))
          }
        />
        {count > 0 ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Immagini della galleria">
            {form.galleriaImmagini.map((url, index) => (
              <li key={url}>
                <ImagePreview
                  src={url}
                  alt={`Immagine ${index + 1} della galleria`}
                  className="aspect-square"
                  onRemove={() => remove("galleriaImmagini", url)}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <TextField
        {...props}
        name="videoUrl"
        label="Link video (YouTube o Vimeo)"
        type="url"
        placeholder="https://www.youtube.com/watch?v=…"
      />
      <div className="grid gap-3">
        <FilePicker
          label="Documenti scaricabili"
          hint="PDF, DOC o DOCX, massimo 10 MB ciascuno."
          accept={DOCUMENT_ACCEPT}
          multiple
          kind="doc"
          testId="upload-documents"
          errorMessage={WIZARD_MESSAGES.documentsUploadError}
          onUploaded={(urls) => setForm((f) => ({ ...f, documenti: [...f.documenti, ...urls].slice(0, 10) }))}
        />
        {form.documenti.length > 0 ? (
          <ul className="grid gap-2" aria-label="Documenti caricati">
            {form.documenti.map((url) => (
              <DocumentItem key={url} url={url} onRemove={() => remove("documenti", url)} />
            ))}
          </ul>
        ) : null}
      </div>
      <TextField {...props} name="riconoscimenti" label="Riconoscimenti e premi" rows={3} />
      <TextField {...props} name="orariBooking" rows={3} />
    </div>
  );
}
