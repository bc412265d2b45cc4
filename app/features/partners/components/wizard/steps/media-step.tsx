import { WIZARD_MESSAGES } from "~/features/partners/wizard-schema";
import { ImageUpload } from "../upload-field";
import type { StepProps } from "./fields";

/** Step 2: logo and cover. */
export function MediaStep({ form, update }: StepProps) {
  return (
    <div className="grid gap-8 sm:grid-cols-2">
      <ImageUpload
        label="Logo"
        hint="Formato quadrato consigliato (es. 512×512). JPEG, PNG, WebP o AVIF, massimo 5 MB."
        kind="logo_url"
        testId="upload-logo"
        errorMessage={WIZARD_MESSAGES.imageUploadError}
        value={form.logoUrl}
        onChange={(url) => update("logoUrl", url)}
        previewAlt="Anteprima del logo"
        previewClassName="size-32"
      />
      <ImageUpload
        label="Immagine di copertina"
        hint="Formato orizzontale consigliato (es. 1920×1080). JPEG, PNG, WebP o AVIF, massimo 5 MB."
        kind="cover_url"
        testId="upload-cover"
        errorMessage={WIZARD_MESSAGES.imageUploadError}
        value={form.coverUrl}
        onChange={(url) => update("coverUrl", url)}
        previewAlt="Anteprima della copertina"
        previewClassName="aspect-video w-full"
      />
    </div>
  );
}
