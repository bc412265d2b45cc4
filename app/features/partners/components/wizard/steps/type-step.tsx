import { WIZARD_TIPO_LABELS } from "~/features/partners/partner-labels";
import { PARTNER_TIPI } from "~/features/partners/profile-fields";
import { cn } from "~/lib/utils";
import type { StepProps } from "./fields";

/** Step 1: the kind of organisation. */
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
