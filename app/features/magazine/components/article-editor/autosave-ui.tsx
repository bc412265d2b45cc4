import type { RefObject } from "react";
import type { Blocker } from "react-router";
import { Button } from "~/components/ui/button";
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "~/components/ui/dialog";
import * as MESSAGES from "~/lib/messages";
import { adminArticlePath } from "~/lib/urls";
import type { AutosaveState } from "./use-autosave";

const time = (at: Date) => at.toLocaleTimeString("it-IT", { hour: "2-digit", minute: "2-digit" });

/** Where the autosave stands, announced politely to screen readers. */
export function AutosaveStatus({ state }: { state: AutosaveState }) {
  const text =
    state.kind === "saving"
      ? "Salvataggio automatico…"
      : state.kind === "saved"
        ? `Bozza salvata automaticamente alle ${time(state.at)}`
        : state.kind === "dirty"
          ? "Modifiche in corso"
          : state.kind === "error"
            ? "Salvataggio automatico non riuscito: riprova con «Salva»"
            : "";
  return (
    <p
      role="status"
      aria-live="polite"
      className="min-h-5 text-sm text-ink-soft"
      data-testid="autosave-status"
    >
      {text}
    </p>
  );
}

/** Leaving with unsaved typing: stay, or keep the draft and leave. */
export function LeaveDialog({
  blocker,
  formRef,
  articleId,
}: {
  blocker: Blocker;
  formRef: RefObject<HTMLFormElement | null>;
  articleId: string | null;
}) {
  const open = blocker.state === "blocked";
  const keepAndLeave = () => {
    const form = formRef.current;
    if (form && articleId) {
      const body = new FormData(form);
      body.set("intent", "autosave");
      body.delete("coverFile");
      navigator.sendBeacon(adminArticlePath(articleId), body);
    }
    blocker.proceed?.();
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && blocker.reset?.()}>
      {open ? (
        <AlertDialogContent>
          <AlertDialogTitle>Modifiche non salvate</AlertDialogTitle>
          <AlertDialogDescription>{MESSAGES.unsavedChanges}</AlertDialogDescription>
          <AlertDialogFooter>
            <Button variant="outline" onClick={() => blocker.reset?.()}>
              Resta nella pagina
            </Button>
            <Button onClick={keepAndLeave}>{articleId ? "Tieni la bozza ed esci" : "Esci"}</Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      ) : null}
    </AlertDialog>
  );
}
