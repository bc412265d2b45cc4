import { PagedTab } from "~/components/admin/admin-ui";
import {
  AMBASSADOR_STATUS_LABELS,
  listAmbassadorRequests,
  PAUSED_LABEL,
  setAmbassadorPaused,
  transitionAmbassadorRequest,
} from "~/features/partners/ambassador/ambassador-admin.server";
import { RequestCard } from "~/features/partners/ambassador/request-card";
import { ambassadorActionSchema, ambassadorPauseSchema } from "~/features/partners/partners-admin-schema";
import * as MESSAGES from "~/lib/messages";
import { adminAction, emptyList, intent, loadAdminList } from "~/server/admin-kit.server";
import type { Route } from "./+types/ambassador";

const ADMIN_LABELS = { ...AMBASSADOR_STATUS_LABELS, paused: PAUSED_LABEL };

export function loader(args: Route.LoaderArgs) {
  return loadAdminList(args, {
    load: async ({ ctx, page }) => ({
      ...(await listAmbassadorRequests(ctx.db, page)),
      labels: ADMIN_LABELS,
    }),
    empty: () => ({ ...emptyList(20), labels: ADMIN_LABELS }),
    loadError: MESSAGES.loadRequests,
  });
}

const transition = (success: string, error: string) =>
  intent({
    schema: ambassadorActionSchema,
    form: true,
    invalid: MESSAGES.statusUpdateError,
    run: (ctx, input) => transitionAmbassadorRequest(ctx.db, input),
    success,
    error,
  });

const pause = (paused: boolean) =>
  intent({
    schema: ambassadorPauseSchema,
    form: true,
    invalid: MESSAGES.statusUpdateError,
    run: (ctx, input) => setAmbassadorPaused(ctx.db, { id: input.id, paused }),
    success: paused ? MESSAGES.ambassadorPaused : MESSAGES.ambassadorResumed,
    error: MESSAGES.statusUpdateError,
  });

export function action(args: Route.ActionArgs) {
  return adminAction(args, {
    start: transition(MESSAGES.requestStarted, MESSAGES.statusUpdateError),
    reject: transition(MESSAGES.requestRejected, MESSAGES.statusUpdateError),
    complete: transition(MESSAGES.requestCompleted, MESSAGES.partnerUpdateError),
    pause: pause(true),
    resume: pause(false),
  });
}

export default function AmbassadorTab({ loaderData }: Route.ComponentProps) {
  const { rows, page, loadError, labels } = loaderData;
  return (
    <PagedTab title="Ambassador AI" page={page} loadError={loadError}>
      {rows.length === 0 ? (
        <p className="rounded-card border border-line bg-paper px-4 py-10 text-center text-muted">
          {MESSAGES.emptyRequests}
        </p>
      ) : (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-2">
          {rows.map((row) => (
            <li key={row.id}>
              <RequestCard
                request={row}
                label={row.status === "completed" && row.pausedAt ? labels.paused : labels[row.status]}
              />
            </li>
          ))}
        </ul>
      )}
    </PagedTab>
  );
}
