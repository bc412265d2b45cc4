import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Partner statistics from the page (issue 12): a partner link that was listed
 * (impression) or followed (click) is reported with `navigator.sendBeacon`, which
 * survives the navigation it starts. No cookie, no identifier, nothing sent when the
 * visitor asks not to be tracked.
 *
 * Markup: `data-stats-partner="{slug}"` with `data-stats-impression="{metric}"` and/or
 * `data-stats-click="{metric}"`, optionally `data-stats-source="{source}"`. The AI
 * surfaces' `data-partner="{slug}" data-surface="{surface}"` count as ai_impression and
 * ai_click with the surface as source.
 */
const ENDPOINT = "/api/statistiche";

interface StatsEvent {
  p: string;
  m: string;
  s?: string;
}

function trackingRefused() {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === "1" || nav.globalPrivacyControl === true;
}

function send(events: StatsEvent[]) {
  if (events.length === 0) return;
  for (let i = 0; i < events.length; i += 50) {
    const body = new Blob([JSON.stringify({ events: events.slice(i, i + 50) })], {
      type: "application/json",
    });
    navigator.sendBeacon(ENDPOINT, body);
  }
}

function eventOf(element: Element, kind: "impression" | "click"): StatsEvent | null {
  const el = element as HTMLElement;
  const slug = el.dataset.statsPartner ?? el.dataset.partner;
  if (!slug) return null;
  if (el.dataset.surface && !el.dataset.statsPartner)
    return { p: slug, m: kind === "click" ? "ai_click" : "ai_impression", s: el.dataset.surface };
  const metric = kind === "click" ? el.dataset.statsClick : el.dataset.statsImpression;
  if (!metric) return null;
  return el.dataset.statsSource ? { p: slug, m: metric, s: el.dataset.statsSource } : { p: slug, m: metric };
}

const IMPRESSIONS = "[data-stats-impression],[data-partner][data-surface]";
const CLICKS = "[data-stats-click],[data-partner][data-surface]";

export function PartnerStatsBeacon() {
  const location = useLocation();

  // Clicks: one listener for the whole document, for links rendered at any time.
  useEffect(() => {
    if (trackingRefused()) return;
    const onClick = (event: MouseEvent) => {
      const target = (event.target as Element | null)?.closest?.(CLICKS);
      const stats = target ? eventOf(target, "click") : null;
      if (stats) send([stats]);
    };
    // A click inside a video player (another origin) is seen as the page losing focus to it.
    const onBlur = () =>
      setTimeout(() => {
        const frame = document.activeElement;
        if (frame instanceof HTMLIFrameElement && !frame.dataset.statsCounted) {
          const stats = eventOf(frame, "click");
          if (stats) {
            frame.dataset.statsCounted = "1";
            send([stats]);
          }
        }
      }, 0);
    document.addEventListener("click", onClick, { capture: true });
    window.addEventListener("blur", onBlur);
    return () => {
      document.removeEventListener("click", onClick, { capture: true });
      window.removeEventListener("blur", onBlur);
    };
  }, []);

  // Impressions: what the page lists now, and what appears later (AI answers).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page (location.key) is a new count.
  useEffect(() => {
    if (trackingRefused()) return;
    const seen = new WeakSet<Element>();
    const collect = (root: ParentNode) => {
      const events: StatsEvent[] = [];
      const found = [...root.querySelectorAll(IMPRESSIONS)];
      if (root instanceof Element && root.matches(IMPRESSIONS)) found.push(root);
      for (const element of found) {
        if (seen.has(element)) continue;
        seen.add(element);
        const stats = eventOf(element, "impression");
        if (stats) events.push(stats);
      }
      return events;
    };
    send(collect(document));
    const observer = new MutationObserver((mutations) => {
      const events = mutations.flatMap((m) =>
        [...m.addedNodes].flatMap((node) => (node instanceof Element ? collect(node) : [])),
      );
      send(events);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [location.key]);

  return null;
}
