/**
 * The data attributes the partner statistics' beacon reads (issue 12,
 * features/analytics/partner-stats-beacon.tsx): spread them on a link to a partner or to
 * one of its channels.
 */
export function statsClick(slug: string, metric: string, source?: string) {
  return {
    "data-stats-partner": slug,
    "data-stats-click": metric,
    ...(source ? { "data-stats-source": source } : {}),
  };
}

/** A partner listed on the page (counted once per page) and its click. */
export function statsListing(slug: string, impression: string, click: string, source?: string) {
  return { ...statsClick(slug, click, source), "data-stats-impression": impression };
}
