import { type StepProps, TextField } from "./fields";

const SOCIALS = [
  ["instagram", "https://instagram.com/…"],
  ["facebook", "https://facebook.com/…"],
  ["linkedin", "https://linkedin.com/…"],
  ["youtube", "https://youtube.com/…"],
  ["tiktok", "https://tiktok.com/@…"],
] as const;

/** Step 4: email, phone, social profiles and the contact form's link. */
export function ContactsStep({ form, update }: StepProps) {
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          form={form}
          update={update}
          name="emailContatto"
          type="email"
          required
          autoComplete="email"
        />
        <TextField form={form} update={update} name="telefono" type="tel" required autoComplete="tel" />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-ink">Social</legend>
        {SOCIALS.map(([name, placeholder]) => (
          <TextField
            key={name}
            form={form}
            update={update}
            name={name}
            type="url"
            placeholder={placeholder}
          />
        ))}
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
