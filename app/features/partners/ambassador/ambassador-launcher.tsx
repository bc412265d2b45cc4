// "Parla con {nome}" on the partner profile (issue 13). Without JavaScript the
// button opens the server-answered page; with it, a dialog whose code loads on
// the first open, so the profile's initial JavaScript does not grow.

import { MessageCircleIcon } from "lucide-react";
import * as React from "react";
import { Button } from "~/components/ui/button";
import { LazyDialog } from "~/components/ui/lazy-dialog";
import { ambassadorPath } from "~/lib/urls";
import { AmbassadorAvatar } from "./ambassador-avatar";

const AmbassadorPanel = React.lazy(() => import("./ambassador-panel"));

export interface AmbassadorLauncherProps {
  profileSlug: string;
  partnerName: string;
  agent: { name: string; avatarUrl: string | null };
}

export function AmbassadorLauncher({ profileSlug, partnerName, agent }: AmbassadorLauncherProps) {
  const [open, setOpen] = React.useState(false);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  // Opened from a form, not a dialog trigger: focus goes back to the button on close.
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setTimeout(() => buttonRef.current?.focus(), 0);
  };
  return (
    <section
      aria-labelledby="atlante-ambassador-title"
      className="grid gap-3"
      data-testid="atlante-ambassador"
    >
      <h2 id="atlante-ambassador-title" className="font-display text-2xl">
        Ambassador AI
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        <AmbassadorAvatar url={agent.avatarUrl} />
        <p className="max-w-prose text-sm text-ink-soft">
          {agent.name} risponde alle tue domande su {partnerName} in italiano, inglese, tedesco, francese e
          spagnolo, usando solo le informazioni di questa scheda.
        </p>
      </div>
      <form
        method="get"
        action={ambassadorPath(profileSlug)}
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <Button ref={buttonRef} type="submit" variant="accent">
          <MessageCircleIcon aria-hidden="true" />
          Parla con {agent.name}
        </Button>
      </form>
      <LazyDialog
        open={open}
        onOpenChange={onOpenChange}
        title={`Parla con ${agent.name}`}
        description={`L'assistente virtuale di ${partnerName} risponde con i dati della scheda e, se non lo sa, ti indica i contatti.`}
        className="max-sm:h-dvh max-sm:max-w-none max-sm:rounded-none"
      >
        <React.Suspense fallback={<p className="text-sm text-muted">Caricamento…</p>}>
          <AmbassadorPanel profileSlug={profileSlug} agentName={agent.name} />
        </React.Suspense>
      </LazyDialog>
    </section>
  );
}
