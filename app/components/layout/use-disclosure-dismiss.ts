import { type RefObject, useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** Hides the disclosure triangle of a `<summary>` styled as a button. */
export const SUMMARY_AS_BUTTON = "cursor-pointer list-none [&::-webkit-details-marker]:hidden";

/**
 * The header's menus are native `<details>` disclosures (issue 14, ADR 1401): they open from
 * the first tap, before the scripts run and without them. Once hydrated this adds what a
 * menu is expected to do: Escape closes it and gives the focus back to its `<summary>`, a
 * click or a focus outside closes it, and a navigation closes it. The `open` attribute is
 * never rendered by React, so a menu opened before hydration stays open.
 */
export function useDisclosureDismiss(ref: RefObject<HTMLDetailsElement | null>) {
  const { pathname, search } = useLocation();
  const shown = useRef(`${pathname}${search}`);

  // A navigation closes the menu (not hydration: a menu opened before it stays open).
  useEffect(() => {
    const url = `${pathname}${search}`;
    if (url === shown.current) return;
    shown.current = url;
    if (ref.current) ref.current.open = false;
  }, [pathname, search, ref]);

  useEffect(() => {
    const close = (returnFocus: boolean) => {
      const details = ref.current;
      if (!details?.open) return;
      details.open = false;
      if (returnFocus) details.querySelector("summary")?.focus();
    };
    const outside = (target: EventTarget | null) =>
      !(target instanceof Node && ref.current?.contains(target));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !ref.current?.open) return;
      event.preventDefault();
      close(true);
    };
    const onOutside = (event: Event) => {
      if (outside(event.target)) close(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
    };
  }, [ref]);
}
