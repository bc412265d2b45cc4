import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { useBeforeUnload, useBlocker, useFetcher } from "react-router";
import { adminArticlePath } from "~/lib/urls";

/** Seconds of quiet typing after which the draft is saved on the server. */
const IDLE_MS = 2_500;

export type AutosaveState =
  | { kind: "idle" }
  | { kind: "dirty" }
  | { kind: "saving" }
  | { kind: "saved"; at: Date }
  | { kind: "error" };

function draftBody(form: HTMLFormElement) {
  const body = new FormData(form);
  body.set("intent", "autosave");
  body.delete("coverFile");
  return body;
}

/**
 * Keeps the editor's work on the server (issue 15): every few seconds of inactivity,
 * when the tab is hidden and when the page is left, the form is sent as `autosave`.
 * While something typed is not saved yet, leaving asks for confirmation (in-app
 * navigation through the router's blocker, closing the tab through beforeunload).
 * A new article gets its address on its first autosave.
 */
export function useAutosave(formRef: RefObject<HTMLFormElement | null>, articleId: string | null) {
  const fetcher = useFetcher<{ ok: boolean; value?: { id: string; created: boolean; savedAt: string } }>();
  /** A new article's id once its first autosave created it. */
  const [createdId, setCreatedId] = useState<string | null>(null);
  const id = articleId ?? createdId;
  const [state, setState] = useState<AutosaveState>({ kind: "idle" });
  const dirty = useRef(false);
  const submitting = useRef(false);
  /** Set while the editor itself navigates (its new address, the real save). */
  const leaving = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const action = adminArticlePath(id ?? "nuovo");

  const save = useCallback(() => {
    clearTimeout(timer.current);
    const form = formRef.current;
    if (!form || !dirty.current) return;
    dirty.current = false;
    submitting.current = true;
    setState({ kind: "saving" });
    fetcher.submit(draftBody(form), { method: "post", action, encType: "multipart/form-data" });
  }, [fetcher, formRef, action]);

  /** Call on every edit: the draft is saved once typing pauses. */
  const touch = useCallback(() => {
    dirty.current = true;
    setState({ kind: "dirty" });
    clearTimeout(timer.current);
    timer.current = setTimeout(save, IDLE_MS);
  }, [save]);

  /** The form was submitted for real: nothing is left to protect. */
  const settle = useCallback(() => {
    clearTimeout(timer.current);
    dirty.current = false;
    leaving.current = true;
    setState({ kind: "idle" });
  }, []);

  useEffect(() => {
    if (fetcher.state !== "idle" || !submitting.current) return;
    submitting.current = false;
    const value = fetcher.data?.value;
    if (!fetcher.data?.ok || !value) {
      dirty.current = true;
      setState({ kind: "error" });
      return;
    }
    setState(dirty.current ? { kind: "dirty" } : { kind: "saved", at: new Date(value.savedAt) });
    // The new article now exists: its address replaces /nuovo in the address bar, without
    // a navigation, so nothing the editor is typing is re-rendered away.
    if (value.created) {
      setCreatedId(value.id);
      window.history.replaceState(window.history.state, "", adminArticlePath(value.id));
    }
  }, [fetcher.state, fetcher.data]);

  // Leaving the tab or the page: send what is pending without waiting for an answer.
  useEffect(() => {
    const flush = () => {
      const form = formRef.current;
      if (!form || !dirty.current || !id) return;
      dirty.current = false;
      navigator.sendBeacon(action, draftBody(form));
    };
    const onVisibility = () => document.visibilityState === "hidden" && flush();
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", flush);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", flush);
    };
  }, [formRef, id, action]);

  useEffect(() => () => clearTimeout(timer.current), []);

  useBeforeUnload(
    useCallback((event: BeforeUnloadEvent) => {
      if (!dirty.current && !submitting.current) return;
      event.preventDefault();
    }, []),
  );
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (leaving.current) {
      leaving.current = false;
      return false;
    }
    return (dirty.current || submitting.current) && currentLocation.pathname !== nextLocation.pathname;
  });

  return { state, touch, save, settle, blocker, articleId: id };
}
