import { AREE_TEMATICHE, REGIONS } from "~/features/partners/profile-fields";
import { SelectField, type StepProps, TextField } from "./fields";

/** Step 5: address, region, province, town, thematic area and nearby places. */
export function LocationStep({ form, update }: StepProps) {
  const props = { form, update };
  return (
    <div className="grid gap-5">
      <TextField {...props} name="indirizzoVia" label="Via" autoComplete="street-address" />
      <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
        <TextField {...props} name="indirizzoCap" autoComplete="postal-code" />
        <TextField {...props} name="indirizzoCitta" autoComplete="address-level2" />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField {...props} name="regione" options={REGIONS} />
        <TextField {...props} name="provincia" />
        <TextField {...props} name="comune" />
      </div>
      <SelectField {...props} name="areaTematica" options={AREE_TEMATICHE} />
      <TextField
        {...props}
        name="puntiInteresse"
        label="Punti di interesse collegati"
        hint="Uno per riga: luoghi, monumenti o attrazioni vicine."
        rows={4}
      />
    </div>
  );
}
