import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { checkArticleImage } from "~/features/media/article-image-rules";

/** A link's address: http(s), mailto or an address of this site. */
export function normaliseLink(raw: string): string | null {
  const value = raw.trim();
  if (!value) return "";
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return ["http:", "https:", "mailto:"].includes(url.protocol) ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Adds, changes or removes (empty address) the link on the selected text. */
export function LinkDialog({
  open,
  initialUrl,
  onClose,
  onSubmit,
}: {
  open: boolean;
  initialUrl: string;
  onClose: () => void;
  onSubmit: (url: string) => void;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open ? (
        <DialogContent className="max-w-md">
          <DialogTitle>Collegamento</DialogTitle>
          <DialogDescription>
            Seleziona il testo, poi indica l'indirizzo. Vuoto rimuove il collegamento.
          </DialogDescription>
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              event.stopPropagation();
              const url = normaliseLink(String(new FormData(event.currentTarget).get("url") ?? ""));
              if (url === null)
                return setError("Inserisci un indirizzo web valido (https://…) o una pagina del sito");
              onSubmit(url);
            }}
          >
            <Field id={`${id}-url`} label="Indirizzo" error={error}>
              <Input id={`${id}-url`} name="url" type="text" defaultValue={initialUrl} autoFocus />
            </Field>
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={onClose}>
                Annulla
              </Button>
              <Button type="submit">Applica</Button>
            </div>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** Uploads an image (re-encoded on the server) and inserts it with alt text and caption. */
export function ImageDialog({
  open,
  uploadImage,
  onClose,
  onInsert,
}: {
  open: boolean;
  uploadImage: (file: File) => Promise<{ url: string } | { error: string }>;
  onClose: () => void;
  onInsert: (figure: { src: string; alt: string; caption: string }) => void;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open ? (
        <DialogContent className="max-w-md">
          <DialogTitle>Immagine nel testo</DialogTitle>
          <DialogDescription>
            JPEG, PNG o WebP fino a 5 MB. Il testo alternativo descrive l'immagine.
          </DialogDescription>
          <form
            className="grid gap-4"
            onSubmit={async (event) => {
              event.preventDefault();
              event.stopPropagation();
              const data = new FormData(event.currentTarget);
              const file = data.get("file");
              const alt = String(data.get("alt") ?? "").trim();
              if (!(file instanceof File) || file.size === 0) return setError("Scegli un'immagine");
              const rule = checkArticleImage(file);
              if (rule) return setError(rule);
              if (!alt) return setError("Scrivi il testo alternativo dell'immagine");
              setBusy(true);
              const stored = await uploadImage(file);
              setBusy(false);
              if ("error" in stored) return setError(stored.error);
              onInsert({ src: stored.url, alt, caption: String(data.get("caption") ?? "").trim() });
            }}
          >
            {error ? (
              <p role="alert" className="text-sm text-red-800">
                {error}
              </p>
            ) : null}
            <Field id={`${id}-file`} label="Immagine">
              <input
                id={`${id}-file`}
                name="file"
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className="text-sm"
              />
            </Field>
            <Field id={`${id}-alt`} label="Testo alternativo">
              <Input id={`${id}-alt`} name="alt" type="text" maxLength={300} />
            </Field>
            <Field id={`${id}-caption`} label="Didascalia (facoltativa)">
              <Input id={`${id}-caption`} name="caption" type="text" maxLength={500} />
            </Field>
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={onClose}>
                Annulla
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? "Caricamento…" : "Inserisci"}
              </Button>
            </div>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
