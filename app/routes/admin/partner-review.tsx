import { ArrowLeft, Check, Eye, X } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { RevisionsPanel } from "~/components/admin/revisions-panel";
import { Button } from "~/components/ui/button";
import { PendingChangesDiff } from "~/features/partners/components/pending-changes-diff";
import { REVIEW_MESSAGES, REVISION_MESSAGES } from "~/features/partners/partner-pending";
import {
  approvePendingChanges,
  getPartnerReview,
  rejectPendingChanges,
} from "~/features/partners/partner-review.server";
import {
  getPartnerRevisions,
  listPartnerRevisions,
  PARTNER_REVISION_FIELDS,
  restorePartnerRevision,
} from "~/features/partners/partner-revisions.server";
import { publishPartner } from "~/features/partners/partners-admin.server";
import { formatItalianDate } from "~/lib/format";
import * as MESSAGES from "~/lib/messages";
import { comparedRevisionIds, compareRevisions } from "~/lib/revision-diff";
import { adminPartnerReviewPath, partnerPath, partnerPreviewPath } from "~/lib/urls";
import { appContext } from "~/server/context.server";
import { readForm } from "~/server/form.server";
import { type Outcome, ok } from "~/server/outcome.server";
import { requireAdmin } from "~/server/policy.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/partner-review";

/**
 * /admin/partner/{id} (issue 15): the admin reviews a profile before it goes public:
 * the first publication (confirmed here, after the preview) or a partner's pending
 * changes to a published page (diff, preview, approve or reject with a note), and the
 * revisions of the public page (compare two, restore one).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = context.get(appContext);
  const review = await getPartnerReview(db, params.id);
  if (!review) throw data(MESSAGES.notFound, { status: 404 });
  const pair = comparedRevisionIds(new URL(request.url));
  const [revisions, compared] = await Promise.all([
    listPartnerRevisions(db, review.id),
    pair.length === 2 ? getPartnerRevisions(db, review.id, pair) : [],
  ]);
  const comparison = pair.length === 2 ? compareRevisions(compared, pair, PARTNER_REVISION_FIELDS) : null;
  return data({ review, revisions, comparison }, { headers: { "cache-control": "private, no-store" } });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Revisione: ${loaderData?.review.nome ?? "scheda partner"} · Admin · Atlante` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const { db, storage } = context.get(appContext);
  const form = await readForm(request);
  const field = (name: string) => String(form.get(name) ?? "").slice(0, 2000);
  const said = (outcome: Outcome<unknown>, title: string): Outcome<string> =>
    outcome.ok ? ok(title) : outcome;
  const intents: Record<string, () => Promise<Outcome<string>>> = {
    approve: async () =>
      said(
        await approvePendingChanges(db, storage, params.id, field("version"), user.id),
        REVIEW_MESSAGES.approved,
      ),
    reject: async () =>
      said(await rejectPendingChanges(db, storage, params.id, field("note")), REVIEW_MESSAGES.rejected),
    publish: async () => said(await publishPartner(db, params.id, user.id), MESSAGES.profilePublished),
    // A restore stays on this page, where the admin sees the revision it made.
    restore: () => restorePartnerRevision(db, storage, params.id, field("revisionId"), user.id),
  };
  const run = intents[field("intent")];
  if (!run) return data({ error: MESSAGES.genericError }, { status: 400 });
  const outcome = await run();
  const back = adminPartnerReviewPath(params.id);
  if (!outcome.ok)
    return redirectWithToast(request, context, back, { type: "error", title: outcome.message });
  const to = field("intent") === "restore" ? back : "/admin/partner";
  return redirectWithToast(request, context, to, { type: "success", title: outcome.value });
}

export default function PartnerReview({ loaderData }: Route.ComponentProps) {
  const { review, revisions, comparison } = loaderData;
  const busy = useNavigation().state !== "idle";
  const published = review.stato === "pubblicato";
  return (
    <section className="grid max-w-5xl gap-6" aria-labelledby="review-title">
      <Link to="/admin/partner" className="inline-flex items-center gap-1 text-sm text-ink-soft underline">
        <ArrowLeft className="size-4" aria-hidden /> Torna ai partner
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="eyebrow">{published ? "Modifiche in attesa" : "Prima pubblicazione"}</p>
          <h2 id="review-title" className="mt-1 font-display text-2xl text-ink">
            {review.nome}
          </h2>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={partnerPreviewPath(review.id)} target="_blank" rel="noopener noreferrer">
              <Eye aria-hidden /> Anteprima (nuova scheda)
            </a>
          </Button>
          {published ? (
            <Button asChild variant="ghost" size="sm">
              <a href={partnerPath(review.slug)} target="_blank" rel="noopener noreferrer">
                Pagina pubblica
              </a>
            </Button>
          ) : null}
        </div>
      </div>

      {!published ? (
        <div className="grid gap-3 rounded-xl border border-line bg-white p-5">
          <p className="text-ink">
            La scheda non è ancora pubblica
            {review.submittedAt ? `: inviata in revisione il ${formatItalianDate(review.submittedAt)}` : ""}.
            Controlla l'anteprima prima di pubblicarla.
          </p>
          <Form method="post">
            <Button type="submit" name="intent" value="publish" variant="accent" disabled={busy}>
              <Check aria-hidden /> Conferma pubblicazione
            </Button>
          </Form>
        </div>
      ) : review.diff.length === 0 ? (
        <p className="rounded-xl border border-line bg-white p-5 text-ink-soft">
          {REVIEW_MESSAGES.nothingPending}.
          {review.reviewNote ? ` Ultima nota al partner: «${review.reviewNote}»` : ""}
        </p>
      ) : (
        <>
          <p className="text-ink-soft">
            {review.pendingSubmittedAt
              ? `Inviate in revisione il ${formatItalianDate(review.pendingSubmittedAt)}.`
              : "Il partner non ha ancora inviato queste modifiche in revisione."}{" "}
            La pagina pubblica mostra la versione a sinistra finché non approvi.
          </p>
          <PendingChangesDiff changes={review.diff} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Form
              method="post"
              className="grid content-start gap-3 rounded-xl border border-line bg-white p-5"
            >
              <input type="hidden" name="version" value={review.version ?? ""} />
              <p className="text-sm text-ink-soft">Le modifiche diventano subito pubbliche.</p>
              <Button type="submit" name="intent" value="approve" variant="accent" disabled={busy}>
                <Check aria-hidden /> Approva e pubblica le modifiche
              </Button>
            </Form>
            <Form method="post" className="grid gap-3 rounded-xl border border-line bg-white p-5">
              <label htmlFor="review-note" className="text-sm font-medium text-ink">
                Nota per il partner
              </label>
              <textarea
                id="review-note"
                name="note"
                required
                maxLength={2000}
                rows={3}
                className="rounded-md border border-line bg-white p-2 text-sm"
              />
              <Button type="submit" name="intent" value="reject" variant="outline" disabled={busy}>
                <X aria-hidden /> Rifiuta le modifiche
              </Button>
            </Form>
          </div>
        </>
      )}
      {published ? (
        <RevisionsPanel
          id={review.id}
          revisions={revisions}
          comparison={comparison}
          restoreNote={REVISION_MESSAGES.restoreNote}
        />
      ) : null}
    </section>
  );
}
