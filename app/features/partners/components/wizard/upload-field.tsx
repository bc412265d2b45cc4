import { FileText, Loader2, Upload, X } from "lucide-react";
import type * as React from "react";
import { useId, useRef, useState } from "react";
import { mediaVariantUrl } from "~/components/ui/responsive-image";
import { toast } from "~/components/ui/toast";
import { cn } from "~/lib/utils";
import { callApi } from "./wizard-state";

export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";
export const DOCUMENT_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

type Kind = "logo_url" | "cover_url" | "gallery" | "ambassador-avatar" | "doc";

/** Sends files to the wizard API; toasts the spec §8 message; returns the stored URLs. */
export async function uploadFiles(kind: Kind, files: File[], errorMessage: string): Promise<string[]> {
  const answer = await callApi("upload", { kind }, files);
  const details = answer.details?.length ? { description: answer.details.join("\n") } : {};
  if (!answer.ok || !answer.urls?.length) {
    toast.error(answer.message ?? errorMessage, details);
    return [];
  }
  toast.success(answer.message ?? "", details);
  return answer.urls;
}

export function FilePicker({
  label,
  hint,
  accept,
  multiple = false,
  kind,
  errorMessage,
  onUploaded,
  testId,
}: {
  label: string;
  hint?: string;
  accept: string;
  multiple?: boolean;
  kind: Kind;
  errorMessage: string;
  onUploaded: (urls: string[]) => void;
  testId?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={id}
          type="file"
          accept={accept}
          multiple={multiple}
          data-testid={testId}
          aria-describedby={hint ? `${id}-hint` : undefined}
          disabled={busy}
          className="block w-full max-w-md text-sm text-ink file:mr-3 file:rounded-full file:border-0 file:bg-ink file:px-4 file:py-2 file:text-sm file:font-medium file:text-ivory hover:file:bg-ink-soft"
          onChange={async (event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            if (files.length === 0) return;
            setBusy(true);
            const urls = await uploadFiles(kind, files, errorMessage);
            setBusy(false);
            if (input.current) input.current.value = "";
            if (urls.length) onUploaded(urls);
          }}
        />
        {busy ? (
          <span className="inline-flex items-center gap-1 text-sm text-muted" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden /> Caricamento…
          </span>
        ) : (
          <Upload className="size-4 text-muted" aria-hidden />
        )}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function RemoveButton({
  label,
  onRemove,
  className,
}: {
  label: string;
  onRemove: () => void;
  className: string;
}) {
  return (
    <button type="button" onClick={onRemove} className={className} aria-label={`Rimuovi ${label}`}>
      <X className="size-4" aria-hidden />
    </button>
  );
}

/** One uploaded image: the picker, then its preview with a remove button. */
export function ImageUpload({
  value,
  onChange,
  previewAlt,
  previewClassName,
  ...picker
}: Omit<React.ComponentProps<typeof FilePicker>, "accept" | "multiple" | "onUploaded"> & {
  value: string | null;
  onChange: (url: string | null) => void;
  previewAlt: string;
  previewClassName: string;
}) {
  return (
    <div className="grid content-start gap-3">
      <FilePicker {...picker} accept={IMAGE_ACCEPT} onUploaded={([url]) => url && onChange(url)} />
      {value ? (
        <ImagePreview
          src={value}
          alt={previewAlt}
          className={previewClassName}
          onRemove={() => onChange(null)}
        />
      ) : null}
    </div>
  );
}

export function ImagePreview({
  src,
  alt,
  onRemove,
  className,
}: {
  src: string;
  alt: string;
  onRemove?: () => void;
  className?: string;
}) {
  return (
    <figure className={cn("relative overflow-hidden rounded-lg border border-line bg-paper", className)}>
      <img src={mediaVariantUrl(src, 320)} alt={alt} className="size-full object-cover" loading="lazy" />
      {onRemove ? (
        <RemoveButton
          label={alt}
          onRemove={onRemove}
          className="absolute top-1 right-1 rounded-full bg-ink/80 p-1 text-ivory hover:bg-ink focus-visible:outline-2"
        />
      ) : null}
    </figure>
  );
}

export function DocumentItem({ url, onRemove }: { url: string; onRemove: () => void }) {
  const name = url.split("/").pop() ?? url;
  return (
    <li className="flex items-center justify-between gap-2 rounded-md border border-line bg-white px-3 py-2 text-sm">
      <a
        href={url}
        className="inline-flex min-w-0 items-center gap-2 text-terracotta-dark hover:underline"
        target="_blank"
        rel="noreferrer"
      >
        <FileText className="size-4 shrink-0" aria-hidden />
        <span className="truncate">{name}</span>
      </a>
      <RemoveButton label={name} onRemove={onRemove} className="rounded p-1 text-muted hover:text-ink" />
    </li>
  );
}
