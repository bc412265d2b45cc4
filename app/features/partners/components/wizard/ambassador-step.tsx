import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { PRESET_AVATARS, WIZARD_MESSAGES } from "~/features/partners/wizard-schema";
import { cn } from "~/lib/utils";
import { ImageUpload } from "./upload-field";

export interface AmbassadorState {
  ambassadorName: string;
  instructions: string;
  appearanceType: "preset" | "custom";
  presetAvatarId: string;
  customAvatarUrl: string | null;
}

export const DEFAULT_AMBASSADOR: AmbassadorState = {
  ambassadorName: "",
  instructions: "",
  appearanceType: "preset",
  presetAvatarId: "female-avatar-1",
  customAvatarUrl: null,
};

/** Spec §5 ambassador validation, in the spec's order. */
export function validateAmbassador(value: AmbassadorState, hasProfile: boolean): string | null {
  if (!value.ambassadorName.trim() || !value.instructions.trim())
    return WIZARD_MESSAGES.ambassadorMissingFields;
  if (value.appearanceType === "custom" && !value.customAvatarUrl)
    return WIZARD_MESSAGES.ambassadorMissingAvatar;
  if (!hasProfile) return WIZARD_MESSAGES.ambassadorMissingProfile;
  return null;
}

export function AmbassadorStep({
  value,
  onChange,
}: {
  value: AmbassadorState;
  onChange: (value: AmbassadorState) => void;
}) {
  const set = <K extends keyof AmbassadorState>(key: K, v: AmbassadorState[K]) =>
    onChange({ ...value, [key]: v });
  return (
    <div className="grid gap-6">
      <p className="text-ink-soft">
        Richiedi il tuo Ambassador AI: un agente conversazionale video interattivo che presenta la tua realtà
        in tutte le lingue, 24 ore su 24. Sarà disponibile sulla tua scheda entro 24-48 ore.
      </p>
      <Field id="ambassador-name" label="Nome dell'Ambassador *">
        <Input
          id="ambassador-name"
          value={value.ambassadorName}
          maxLength={120}
          onChange={(e) => set("ambassadorName", e.currentTarget.value)}
        />
      </Field>
      <Field
        id="ambassador-instructions"
        label="Istruzioni *"
        hint="Tono di voce, informazioni da comunicare, domande frequenti."
      >
        <Textarea
          id="ambassador-instructions"
          rows={5}
          value={value.instructions}
          maxLength={4000}
          aria-describedby="ambassador-instructions-hint"
          onChange={(e) => set("instructions", e.currentTarget.value)}
        />
      </Field>
      <fieldset className="grid gap-3">
        <legend className="text-sm font-semibold text-ink">Aspetto</legend>
        <div className="flex flex-wrap gap-4">
          {(
            [
              ["preset", "Avatar predefinito"],
              ["custom", "Avatar personalizzato"],
            ] as const
          ).map(([type, label]) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="appearanceType"
                value={type}
                checked={value.appearanceType === type}
                onChange={() => set("appearanceType", type)}
                className="size-4 accent-terracotta"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {value.appearanceType === "preset" ? (
        <fieldset>
          <legend className="text-sm font-medium text-ink">Scegli l'avatar</legend>
          <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {PRESET_AVATARS.map((avatar) => (
              <label
                key={avatar.id}
                className={cn(
                  "cursor-pointer overflow-hidden rounded-xl border-2 focus-within:outline-2 focus-within:outline-terracotta",
                  value.presetAvatarId === avatar.id ? "border-terracotta" : "border-transparent",
                )}
              >
                <input
                  type="radio"
                  name="presetAvatarId"
                  value={avatar.id}
                  checked={value.presetAvatarId === avatar.id}
                  onChange={() => set("presetAvatarId", avatar.id)}
                  className="sr-only"
                />
                <img
                  src={`/avatars/${avatar.id}.jpg`}
                  alt={avatar.label}
                  width={192}
                  height={256}
                  className="aspect-[3/4] w-full object-cover"
                />
                <span className="block bg-paper px-2 py-1 text-center text-xs">{avatar.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <ImageUpload
          label="Foto per l'avatar personalizzato"
          hint="Foto frontale in formato 3:4 (ad esempio 768×1024). JPEG, PNG, WebP o AVIF, massimo 5 MB."
          kind="ambassador-avatar"
          testId="upload-avatar"
          errorMessage={WIZARD_MESSAGES.avatarUploadError}
          value={value.customAvatarUrl}
          onChange={(url) => set("customAvatarUrl", url)}
          previewAlt="Anteprima dell'avatar"
          previewClassName="aspect-[3/4] w-40"
        />
      )}
    </div>
  );
}
