import { Loader2, Sparkles } from "lucide-react";
import type * as React from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { fieldClass, Input, Textarea } from "~/components/ui/input";
import {
  AREE_TEMATICHE,
  PARTNER_TIPI,
  REGIONS,
  WIZARD_TIPO_LABELS,
} from "~/features/partners/partner-labels";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, WIZARD_MESSAGES } from "~/features/partners/wizard-schema";
import { cn } from "~/lib/utils";
import { DOCUMENT_ACCEPT, DocumentItem, FilePicker, IMAGE_ACCEPT, ImagePreview } from "./upload-field";
import type { WizardForm } from "./wizard-state";

type Update = <K extends keyof WizardForm>(key: K, value: WizardForm[K]) => void;
interface StepProps {
  form: WizardForm;
  update: Update;
}

function TextField({
  name,
  label,
  form,
  update,
  type = "text",
  required = false,
  hint,
  autoComplete,
  placeholder,
}: StepProps & {
  name: keyof WizardForm;
  label: string;
  type?: string;
  required?: boolean;
  hint?: string;
  autoComplete?: string;
  placeholder?: string;
}) {
  const id = `wizard-${name}`;
  return (
    <Field id={id} label={required ? `${label} *` : label} hint={hint}>
      <Input
        id={id}
        name={name}
        type={type}
        value={String(form[name] ?? "")}
        required={required}
        autoComplete={autoComplete}
        placeholder={placeholder}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => update(name, e.currentTarget.value as never)}
      />
    </Field>
  );
}

export function TypeStep({ form, update }: StepProps) {
  return (
    <fieldset>
      <legend className="text-sm text-muted">Seleziona il tipo di attività *</legend>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {PARTNER_TIPI.map((tipo) => (
          <label
            key={tipo}
            className={cn(
              "flex cursor-pointer items-center gap-3 rounded-xl border p-4 transition-colors focus-within:outline-2 focus-within:outline-terracotta",
              form.tipo === tipo ? "border-terracotta bg-terracotta/5" : "border-line hover:border-ink/30",
            )}
          >
            <input
              type="radio"
              name="tipo"
              value={tipo}
              checked={form.tipo === tipo}
              onChange={() => update("tipo", tipo)}
              className="size-4 accent-terracotta"
            />
            <span className="font-medium text-ink">{WIZARD_TIPO_LABELS[tipo]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function MediaStep({ form, update }: StepProps) {
  return (
    <div className="grid gap-8 sm:grid-cols-2">
      <div className="grid content-start gap-3">
        <FilePicker
          label="Logo"
          hint="Formato quadrato consigliato (es. 512×512). JPEG, PNG, WebP o AVIF, massimo 5 MB."
          accept={IMAGE_ACCEPT}
          kind="logo_url"
          testId="upload-logo"
          errorMessage={WIZARD_MESSAGES.imageUploadError}
          onUploaded={([url]) => url && update("logoUrl", url)}
        />
        {form.logoUrl ? (
          <ImagePreview
            src={form.logoUrl}
            alt="Anteprima del logo"
            className="size-32"
            onRemove={() => update("logoUrl", null)}
          />
        ) : null}
      </div>
      <div className="grid content-start gap-3">
        <FilePicker
          label="Immagine di copertina"
          hint="Formato orizzontale consigliato (es. 1920×1080). JPEG, PNG, WebP o AVIF, massimo 5 MB."
          accept={IMAGE_ACCEPT}
          kind="cover_url"
          testId="upload-cover"
          errorMessage={WIZARD_MESSAGES.imageUploadError}
          onUploaded={([url]) => url && update("coverUrl", url)}
        />
        {form.coverUrl ? (
          <ImagePreview
            src={form.coverUrl}
            alt="Anteprima della copertina"
            className="aspect-video w-full"
            onRemove={() => update("coverUrl", null)}
          />
        ) : null}
      </div>
    </div>
  );
}

export function DescriptionCounter({ length }: { length: number }) {
  const tooShort = length < DESCRIPTION_MIN;
  const tooLong = length > DESCRIPTION_MAX;
  return (
    <p
      id="wizard-descrizione-counter"
      className={cn("text-xs", tooShort || tooLong ? "text-red-700" : "text-muted")}
      data-testid="description-counter"
    >
      {length}/{DESCRIPTION_MAX} caratteri{tooShort ? ` (minimo ${DESCRIPTION_MIN})` : ""}
      {tooLong ? ` (massimo ${DESCRIPTION_MAX})` : ""}
    </p>
  );
}

export function BasicsStep({ form, update }: StepProps) {
  return (
    <div className="grid gap-5">
      <TextField form={form} update={update} name="nome" label="Nome" required autoComplete="organization" />
      <div className="grid gap-1.5">
        <label htmlFor="wizard-descrizione" className="text-sm font-medium text-ink">
          Descrizione *
        </label>
        <Textarea
          id="wizard-descrizione"
          name="descrizione"
          rows={7}
          value={form.descrizione}
          required
          aria-describedby="wizard-descrizione-counter"
          onChange={(e) => update("descrizione", e.currentTarget.value)}
        />
        <DescriptionCounter length={form.descrizione.length} />
      </div>
      <TextField
        form={form}
        update={update}
        name="sitoWeb"
        label="Sito web"
        type="url"
        required
        placeholder="https://www.esempio.it"
        autoComplete="url"
      />
    </div>
  );
}

export function ContactsStep({ form, update }: StepProps) {
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          form={form}
          update={update}
          name="emailContatto"
          label="Email di contatto"
          type="email"
          required
          autoComplete="email"
        />
        <TextField
          form={form}
          update={update}
          name="telefono"
          label="Telefono"
          type="tel"
          required
          autoComplete="tel"
        />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-ink">Social</legend>
        <TextField
          form={form}
          update={update}
          name="instagram"
          label="Instagram"
          type="url"
          placeholder="https://instagram.com/…"
        />
        <TextField
          form={form}
          update={update}
          name="facebook"
          label="Facebook"
          type="url"
          placeholder="https://facebook.com/…"
        />
        <TextField
          form={form}
          update={update}
          name="linkedin"
          label="LinkedIn"
          type="url"
          placeholder="https://linkedin.com/…"
        />
        <TextField
          form={form}
          update={update}
          name="youtube"
          label="YouTube"
          type="url"
          placeholder="https://youtube.com/…"
        />
        <TextField
          form={form}
          update={update}
          name="tiktok"
          label="TikTok"
          type="url"
          placeholder="https://tiktok.com/@…"
        />
      </fieldset>
      <label className="flex items-center gap-3 text-sm text-ink">
        <input
          type="checkbox"
          checked={form.haModuloContatto}
          onChange={(e) => update("haModuloContatto", e.currentTarget.checked)}
          className="size-4 accent-terracotta"
        />
        Ho un modulo di contatto o prenotazione
      </label>
      {form.haModuloContatto ? (
        <TextField
          form={form}
          update={update}
          name="linkModuloContatto"
          label="Link al modulo"
          type="url"
          placeholder="https://…"
        />
      ) : null}
    </div>
  );
}

function SelectField({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label}>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)} className={fieldClass}>
        <option value="">Seleziona…</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function LocationStep({ form, update }: StepProps) {
  return (
    <div className="grid gap-5">
      <TextField form={form} update={update} name="indirizzoVia" label="Via" autoComplete="street-address" />
      <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
        <TextField form={form} update={update} name="indirizzoCap" label="CAP" autoComplete="postal-code" />
        <TextField
          form={form}
          update={update}
          name="indirizzoCitta"
          label="Città"
          autoComplete="address-level2"
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField
          id="wizard-regione"
          label="Regione"
          value={form.regione}
          options={REGIONS}
          onChange={(v) => update("regione", v)}
        />
        <TextField form={form} update={update} name="provincia" label="Provincia" />
        <TextField form={form} update={update} name="comune" label="Comune" />
      </div>
      <SelectField
        id="wizard-areaTematica"
        label="Area tematica"
        value={form.areaTematica}
        options={AREE_TEMATICHE}
        onChange={(v) => update("areaTematica", v)}
      />
      <Field
        id="wizard-puntiInteresse"
        label="Punti di interesse collegati"
        hint="Uno per riga: luoghi, monumenti o attrazioni vicine."
      >
        <Textarea
          id="wizard-puntiInteresse"
          rows={4}
          value={form.puntiInteresse}
          aria-describedby="wizard-puntiInteresse-hint"
          onChange={(e) => update("puntiInteresse", e.currentTarget.value)}
        />
      </Field>
    </div>
  );
}

export function GalleryStep({
  form,
  update,
  setForm,
}: StepProps & { setForm: React.Dispatch<React.SetStateAction<WizardForm>> }) {
  const count = form.galleriaImmagini.length;
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
                  onRemove={() =>
                    update(
                      "galleriaImmagini",
                      form.galleriaImmagini.filter((u) => u !== url),
                    )
                  }
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <TextField
        form={form}
        update={update}
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
              <DocumentItem
                key={url}
                url={url}
                onRemove={() =>
                  update(
                    "documenti",
                    form.documenti.filter((u) => u !== url),
                  )
                }
              />
            ))}
          </ul>
        ) : null}
      </div>
      <Field id="wizard-riconoscimenti" label="Riconoscimenti e premi">
        <Textarea
          id="wizard-riconoscimenti"
          rows={3}
          value={form.riconoscimenti}
          onChange={(e) => update("riconoscimenti", e.currentTarget.value)}
        />
      </Field>
      <Field id="wizard-orariBooking" label="Orari e prenotazioni">
        <Textarea
          id="wizard-orariBooking"
          rows={3}
          value={form.orariBooking}
          onChange={(e) => update("orariBooking", e.currentTarget.value)}
        />
      </Field>
    </div>
  );
}

export function GenerationStep({
  consent,
  onConsent,
  generated,
  busy,
  onGenerate,
}: {
  consent: boolean;
  onConsent: (value: boolean) => void;
  generated: boolean;
  busy: boolean;
  onGenerate: () => void;
}) {
  return (
    <div className="grid gap-6">
      <p className="text-ink-soft">
        L'intelligenza artificiale scriverà i contenuti premium della tua scheda (titolo, sommario, chi siamo,
        valori, servizi, esperienze) e i testi SEO a partire dai dati inseriti. Potrai rivederli e modificarli
        nel passo successivo.
      </p>
      <label className="flex items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          checked={consent}
          onChange={(e) => onConsent(e.currentTarget.checked)}
          className="mt-0.5 size-4 accent-terracotta"
        />
        <span>
          Acconsento alla pubblicazione della mia scheda e dei contenuti generati sul sito, dopo la revisione
          della redazione. *
        </span>
      </label>
      <div>
        <Button variant="accent" onClick={onGenerate} disabled={!consent || busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
          {busy ? "Generazione in corso…" : generated ? "Rigenera Contenuti AI" : "Genera Contenuti AI"}
        </Button>
      </div>
      {generated ? (
        <p className="text-sm text-cypress">
          I contenuti sono stati generati: puoi proseguire all'anteprima.
        </p>
      ) : null}
    </div>
  );
}
