import { WIZARD_MESSAGES } from "~/features/partners/wizard-schema";
import { ImageUpload } from "../upload-field";
import type { StepProps } from "./fields";

const IMAGES = [
  {
    name: "logoUrl",
    kind: "logo_url",
    label: "Logo",
    hint: "Formato quadrato consigliato (es. 512×512). JPEG, PNG, WebP o AVIF, massimo 5 MB.",
    testId: "upload-logo",
    previewAlt: "Anteprima del logo",
    previewClassName: "size-32",
  },
  {
    name: "coverUrl",
    kind: "cover_url",
    label: "Immagine di copertina",
    hint: "Formato orizzontale consigliato (es. 1920×1080). JPEG, PNG, WebP o AVIF, massimo 5 MB.",
    testId: "upload-cover",
    previewAlt: "Anteprima della copertina",
    previewClassName: "aspect-video w-full",
  },
] as const;

/** Step 2: logo and cover. */
export function MediaStep({ form, update }: StepProps) {
  return (
    <div className="grid gap-8 sm:grid-cols-2">
      {IMAGES.map(({ name, ...image }) => (
        <ImageUpload
          key={name}
          {...image}
          errorMessage={WIZARD_MESSAGES.imageUploadError}
          value={form[name]}
          onChange={(url) => update(name, url)}
        />
      ))}
    </div>
  );
}
