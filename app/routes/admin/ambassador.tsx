import { PagedTab } from "~/components/admin/admin-ui";
import {
  AMBASSADOR_STATUS_LABELS,
  listAmbassadorRequests,
  transitionAmbassadorRequest,
} from "~/features/partners/ambassador/ambassador-admin.server";
import { RequestCard } from "~/features/partners/ambassador/request-card";
import { ambassadorActionSchema } from "~/features/partners/partners-admin-schema";
import * as MESSAGES from "~/lib/messages";
import { adminAction, emptyList, intent, loadAdminList } from "~/server/admin-kit.server";
import type { Route } from "./+types/ambassador";

export function loader(args: Route.LoaderArgs) {
  return loadAdminList(args, {
    load: async ({ ctx, page }) => ({
      ...(await listAmbassadorRequests(ctx.db, page)),
      labels: AMBASSADOR_STATUS_LABELS,
    }),
    empty: () => ({ ...emptyList(20), labels: AMBASSADOR_STATUS_LABELS }),
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

export function action(args: Route.ActionArgs) {
  return adminAction(args, {
    start: transition(MESSAGES.requestStarted, MESSAGES.statusUpdateError),
    reject: transition(MESSAGES.requestRejected, MESSAGES.statusUpdateError),
    complete: transition(MESSAGES.requestCompleted, MESSAGES.partnerUpdateError),
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
              <RequestCard request={row} label={labels[row.status]} />
            </li>
          ))}
        </ul>
      )}
    </PagedTab>
  );
}
