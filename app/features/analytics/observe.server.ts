// Who is counted and where a visit came from (issue 12): never bots, never a visitor
// who asked not to be tracked (Do-Not-Track, Global Privacy Control), never a prefetch.
import { eq } from "drizzle-orm";
import { isbot } from "isbot";
import type { Db } from "~/db/client.server";
import { partnerProfiles } from "~/db/schema";

type HeaderBag = { get(name: string): string | null } | Record<string, string | string[] | undefined>;

function header(headers: HeaderBag, name: string): string {
  if (typeof (headers as { get?: unknown }).get === "function")
    return (headers as { get(n: string): string | null }).get(name) ?? "";
  const value = (headers as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(value) ? (value[0] ?? "") : (value ?? "");
}

/** isbot's answer per user agent: a few browsers send most requests, and its pattern is long. */
const botVerdicts = new Map<string, boolean>();

function isBotAgent(agent: string): boolean {
  if (agent.length > 512) return isbot(agent);
  let verdict = botVerdicts.get(agent);
  if (verdict === undefined) {
    if (botVerdicts.size >= 2_000) botVerdicts.clear();
    verdict = isbot(agent);
    botVerdicts.set(agent, verdict);
  }
  return verdict;
}

/** Whether this request may be counted at all. */
export function countable(headers: HeaderBag): boolean {
  const agent = header(headers, "user-agent");
  if (!agent || isBotAgent(agent)) return false;
  if (header(headers, "dnt") === "1" || header(headers, "sec-gpc") === "1") return false;
  const purpose = `${header(headers, "sec-purpose")} ${header(headers, "purpose")}`;
  return !/prefetch|prerender/i.test(purpose);
}

/**
 * The visit's source from its referrer: a section of this site, another domain, or direct.
 * `host` (the request's own Host) also counts as this site, whatever SITE_URL says.
 */
export function sourceFromReferrer(
  referrer: string | null | undefined,
  siteOrigin: string,
  host?: string | null,
): string {
  if (!referrer) return "direct";
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return "direct";
  }
  if (url.origin !== siteOrigin && url.host !== host)
    return `ext:${url.hostname.replace(/^www\./, "").slice(0, 60)}`;
  const path = url.pathname;
  if (path === "/partner") return "directory";
  if (path === "/cerca") return "search";
  if (path.startsWith("/experience") || path.startsWith("/ai-tour")) return "ai";
  if (path.startsWith("/magazine") || path.startsWith("/autori")) return "magazine";
  if (path.startsWith("/liste")) return "ranking";
  return "site";
}

/**
 * Published profiles by slug, kept in memory and refreshed when content changes (the
 * page cache's content version) or every minute, so counting needs no query per view.
 */
export class PartnerSlugIndex {
  private bySlug = new Map<string, string>();
  private loadedAt = 0;
  private version = -1;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly contentVersion: () => number,
  ) {}

  /** The published profile's id for `slug`, or null (unknown, draft, not yet loaded). */
  async resolve(slug: string): Promise<string | null> {
    const known = this.peek(slug);
    if (known !== undefined) return known;
    await this.refresh();
    return this.bySlug.get(slug) ?? null;
  }

  /**
   * The same answer without waiting, while the index is fresh (the request path's case);
   * undefined when it must be reloaded first (then use `resolve`).
   */
  peek(slug: string): string | null | undefined {
    if (this.version !== this.contentVersion() || Date.now() - this.loadedAt > 60_000) return undefined;
    return this.bySlug.get(slug) ?? null;
  }

  private refresh() {
    this.loading ??= (async () => {
      const version = this.contentVersion();
      const rows = await this.db
        .select({ id: partnerProfiles.id, slug: partnerProfiles.slug })
        .from(partnerProfiles)
        .where(eq(partnerProfiles.stato, "pubblicato"));
      this.bySlug = new Map(rows.map((r) => [r.slug, r.id]));
      this.loadedAt = Date.now();
      this.version = version;
    })().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }
}

const PROFILE_PATH = /^\/atlas\/([a-z0-9-]{1,120})(?:\.data)?$/;

/**
 * The slug of a public profile page path, or null. `.data` is the same page opened by a
 * client-side navigation (React Router's data request).
 */
export function profileSlugOf(pathname: string): string | null {
  return PROFILE_PATH.exec(pathname)?.[1] ?? null;
}

const indexes = new WeakMap<Db, PartnerSlugIndex>();

/** The process's slug index for this database. */
export function slugIndexFor(db: Db, contentVersion: () => number): PartnerSlugIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new PartnerSlugIndex(db, contentVersion);
    indexes.set(db, index);
  }
  return index;
}

/**
 * At most `max` beacon events per client address and minute, per instance: enough for a
 * reader, cheap to check, and a flood cannot inflate a partner's numbers.
 */
export class BeaconBudget {
  private windows = new Map<string, { start: number; used: number }>();
  constructor(private readonly max = 120) {}

  take(address: string, events: number, now = Date.now()): number {
    let window = this.windows.get(address);
    if (!window || now - window.start >= 60_000) {
      if (this.windows.size > 50_000) this.windows.clear();
      window = { start: now, used: 0 };
      this.windows.set(address, window);
    }
    const granted = Math.max(0, Math.min(events, this.max - window.used));
    window.used += granted;
    return granted;
  }
}
