// The magazine's newsletter (issue 15): double opt-in, only the e-mail kept, one token
// (stored hashed) for the confirmation and the unsubscribe link of every message.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import * as MESSAGES from "~/lib/messages";
import { absoluteUrl } from "~/lib/seo";
import { NEWSLETTER_PATH } from "~/lib/urls";
import type { Mailer } from "~/server/mailer.server";
import { fail, type Outcome, ok } from "~/server/outcome.server";

const hash = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

export function newsletterLink(siteUrl: string, action: "conferma" | "disiscrizione", token: string) {
  return absoluteUrl(siteUrl, `${NEWSLETTER_PATH}?${new URLSearchParams({ [action]: token })}`);
}

/**
 * Asks for the subscription of `email`: a new token is mailed with the confirmation
 * link. The answer is the same whether the address was known or not.
 */
export async function subscribe(
  db: Db,
  mailer: Mailer,
  siteUrl: string,
  email: string,
): Promise<Outcome<null>> {
  if (!mailer.available) return fail(MESSAGES.newsletterClosed, 503);
  const address = email.trim().toLowerCase();
  const token = crypto.randomBytes(24).toString("base64url");
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email: address, tokenHash: hash(token) })
    .onConflictDoUpdate({ target: newsletterSubscribers.email, set: { tokenHash: hash(token) } })
    .returning({ status: newsletterSubscribers.status });
  // A confirmed reader is not asked again; someone who left may come back.
  if (row?.status === "confirmed") return ok(null);
  if (row?.status === "unsubscribed")
    await db
      .update(newsletterSubscribers)
      .set({ status: "pending", unsubscribedAt: null })
      .where(eq(newsletterSubscribers.email, address));
  await mailer.send({
    to: address,
    subject: "Conferma l'iscrizione alla newsletter di Atlante",
    text: [
      "Ciao,",
      "",
      "per ricevere la newsletter di Atlante conferma l'iscrizione da questo link:",
      newsletterLink(siteUrl, "conferma", token),
      "",
      "Se non l'hai chiesta tu, ignora questo messaggio: senza conferma non riceverai nulla.",
      "",
      `Per cancellare il tuo indirizzo: ${newsletterLink(siteUrl, "disiscrizione", token)}`,
    ].join("\n"),
  });
  return ok(null);
}

async function setStatus(
  db: Db,
  token: string,
  status: "confirmed" | "unsubscribed",
): Promise<Outcome<null>> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return fail(MESSAGES.newsletterLinkInvalid, 404);
  const now = new Date();
  const rows = await db
    .update(newsletterSubscribers)
    .set(status === "confirmed" ? { status, confirmedAt: now } : { status, unsubscribedAt: now })
    .where(eq(newsletterSubscribers.tokenHash, hash(token)))
    .returning({ id: newsletterSubscribers.id });
  return rows.length ? ok(null) : fail(MESSAGES.newsletterLinkInvalid, 404);
}

export const confirmSubscription = (db: Db, token: string) => setStatus(db, token, "confirmed");
export const unsubscribe = (db: Db, token: string) => setStatus(db, token, "unsubscribed");
