// Loader and action of the two admin tabs that edit an ordered, activatable list
// with a slug (Rubriche and Classifiche): the same guard, paging, validation and
// answers, with each tab's service and messages.
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { Db } from "~/db/client.server";
import { appContext } from "~/server/context.server";
import { type ContextReader, requireAdmin } from "~/server/policy.server";
import { type AdminActionData, fromOutcome, unexpected, unknownIntent } from "./admin-action.server";
import { type Outcome, type Page, pageInfo, pageParam } from "./admin-common.server";
import { ADMIN_MESSAGES } from "./admin-messages";
import { deleteSchema } from "./admin-schemas";

interface RouteArgs {
  request: Request;
  context: ContextReader;
}

/** One page of the tab's rows, or the tab's load-error message with no rows. */
export async function loadOrderedContent<Row>(
  { request, context }: RouteArgs,
  list: (db: Db, page: number) => Promise<{ rows: Row[]; page: Page }>,
  loadError: string,
) {
  await requireAdmin(request, context);
  const ctx = context.get(appContext);
  try {
    return { ...(await list(ctx.db, pageParam(new URL(request.url)))), loadError: null };
  } catch (error) {
    ctx.log.error({ err: error }, loadError);
    return {
      rows: [] as Row[],
      page: pageInfo(1, 0),
      loadError,
    };
  }
}

export interface OrderedContentService<Input extends { id?: string | undefined }> {
  schema: z.ZodType<Input>;
  save: (db: Db, input: Input) => Promise<Outcome<unknown>>;
  remove: (db: Db, id: string) => Promise<Outcome<unknown>>;
  messages: { created: string; updated: string; deleted: string };
}

/** intent=save (create or update) and intent=delete, for an admin only. */
export async function orderedContentAction<Input extends { id?: string | undefined }>(
  { request, context }: RouteArgs,
  service: OrderedContentService<Input>,
) {
  await requireAdmin(request, context);
  const ctx = context.get(appContext);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "save") {
    const submission = parseWithZod(formData, { schema: service.schema });
    if (submission.status !== "success")
      return { ok: false, toast: null, result: submission.reply() } satisfies AdminActionData;
    try {
      const outcome = await service.save(ctx.db, submission.value);
      return fromOutcome(
        outcome,
        submission,
        submission.value.id ? service.messages.updated : service.messages.created,
      );
    } catch (error) {
      return unexpected(ctx, error, ADMIN_MESSAGES.saveError);
    }
  }
  if (intent === "delete") {
    const submission = parseWithZod(formData, { schema: deleteSchema });
    if (submission.status !== "success")
      return fromOutcome({ ok: false, message: ADMIN_MESSAGES.notFound, status: 404 }, null, "");
    try {
      return fromOutcome(await service.remove(ctx.db, submission.value.id), null, service.messages.deleted);
    } catch (error) {
      return unexpected(ctx, error, ADMIN_MESSAGES.deleteError);
    }
  }
  return unknownIntent();
}
