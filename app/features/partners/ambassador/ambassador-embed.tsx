import { ambassadorEmbedPath } from "~/lib/urls";

/**
 * The partner's AI Ambassador on the public profile (D8, ADR 0401). The
 * admin-pasted markup never runs in this page: it lives in its own document
 * (/ambassador-embed/{slug}) inside a sandboxed iframe without
 * allow-same-origin, so it gets an opaque origin (no cookies, no calls to the
 * site as the visitor). Microphone, camera, autoplay and fullscreen are
 * delegated because a conversational-avatar widget needs them. The frame and
 * everything it started disappear when the visitor leaves the page (unmount).
 */
export interface AmbassadorEmbedProps {
  profileSlug: string;
  hasScript: boolean;
}

export const AMBASSADOR_SANDBOX = "allow-scripts allow-popups allow-forms";
export const AMBASSADOR_ALLOW = "microphone; camera; autoplay; fullscreen";

export function AmbassadorEmbed({ profileSlug, hasScript }: AmbassadorEmbedProps) {
  if (!hasScript || !profileSlug) return null;
  return (
    <section aria-labelledby="ambassador-title" className="grid gap-3" data-testid="ambassador-embed">
      <h2 id="ambassador-title" className="font-display text-2xl">
        Ambassador AI
      </h2>
      <p className="text-sm text-ink-soft">
        Un assistente virtuale che risponde in tutte le lingue, 24 ore su 24.
      </p>
      <iframe
        src={ambassadorEmbedPath(profileSlug)}
        title="Ambassador AI"
        sandbox={AMBASSADOR_SANDBOX}
        allow={AMBASSADOR_ALLOW}
        referrerPolicy="no-referrer"
        loading="lazy"
        className="h-[560px] w-full rounded-card border border-line bg-paper"
      />
    </section>
  );
}
