import { createContext } from "react-router";
import type { DatabaseHandle, Db } from "~/db/client.server";
import type { Auth } from "./auth.server";
import type { Env } from "./env.server";
import type { Logger } from "./logger.server";
import type { Mailer } from "./mailer.server";
import type { StatsCollector } from "./stats.server";
import type { Storage } from "./storage.server";

/** Long-lived services, created once at start-up and shared by every request. */
export interface AppServices {
  env: Env;
  /** Public origin of the site, without trailing slash (SITE_URL or http://localhost:PORT). */
  siteUrl: string;
  database: DatabaseHandle;
  db: Db;
  auth: Auth;
  logger: Logger;
  /** Secret used to sign the toast cookie. */
  cookieSecret: string;
  /** One-time token for /init-admin while no admin exists (D5). */
  adminSetup: { token: string | null };
  storage: Storage;
  /** Outgoing e-mail (newsletter confirmations). */
  mailer: Mailer;
  /** Partner statistics' in-memory counters (flushed in batches). */
  stats: StatsCollector;
}

/** What every loader and action receives through the router context. */
export interface RequestContext extends AppServices {
  requestId: string;
  nonce: string;
  clientIp: string;
  log: Logger;
}

export const appContext = createContext<RequestContext>();
