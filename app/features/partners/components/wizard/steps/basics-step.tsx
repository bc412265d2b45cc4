import { Textarea } from "~/components/ui/input";
import { DESCRIPTION_MAX, DESCRIPTION_MIN } from "~/features/partners/profile-fields";
import { cn } from "~/lib/utils";
import { type StepProps, TextField } from "./fields";

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

/** Step 3: name, description (with its counter) and website. */
export function BasicsStep({ form, update }: StepProps) {
  return (
    <div className="grid gap-5">
      <TextField form={form} update={update} name="nome" required autoComplete="organization" />
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
        type="url"
        required
        placeholder="https://www.esempio.it"
        autoComplete="url"
      />
    </div>
  );
}
