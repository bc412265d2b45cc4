// The admin tabs' route kit: every tab's loader and action go through these two
// functions, so the guard, paging, load-error message (spec §8) and the reply to each
// intent are written once (docs/decisions/0402, 0008).
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { deleteSchema } from "~/lib/form-schemas";
import * as MESSAGES from "~/lib/messages";
import { readForm } from "~/server/form.server";
import { appContext, type RequestContext } from "./context.server";
import { pageInfo } from "./crud.server";
import {
  failure,
  fromOutcome,
  invalidForm,
  type Outcome,
  type Reply,
  unexpected,
  unknownIntent,
} from "./outcome.server";
import { type ContextReader, requireAdmin, type SessionUser } from "./policy.server";

interface RouteArgs {
  request: Request;
  context: ContextReader;
}

/** Reads `?page=` (1-based), clamped to at least 1. */
export function pageParam(url: URL, key = "page"): number {
  const n = Number.parseInt(url.searchParams.get(key) ?? "1", 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, 1_000_000) : 1;
}

/** An empty page of rows, for a tab whose data could not be read. */
export function emptyList(pageSize?: number) {
  return { rows: [] as never[], page: pageInfo(1, 0, pageSize) };
}

/** Thrown by a tab's `load` when only part of its data failed: that part's message and what did load. */
export class PartialLoadError<T> extends Error {
  constructor(
    message: string,
    readonly partial: T,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface AdminLoadArgs {
  ctx: RequestContext;
  url: URL;
  page: number;
  user: SessionUser;
}

/**
 * An admin tab's loader: admins only; `load` reads the tab's data. When it fails, the
 * tab shows `loadError` (spec §8) over `empty` instead of a server error.
 */
export async function loadAdminList<T extends object>(
  { request, context }: RouteArgs,
  tab: { load: (args: AdminLoadArgs) => Promise<T>; empty: (args: AdminLoadArgs) => T; loadError: string },
): Promise<T & { loadError: string | null }> {
  const user = await requireAdmin(request, context);
  const ctx = context.get(appContext);
  const url = new URL(request.url);
  const args = { ctx, url, page: pageParam(url), user };
  try {
    return { ...(await tab.load(args)), loadError: null };
  } catch (error) {
    const partial = error instanceof PartialLoadError ? (error.partial as T) : null;
    const message = error instanceof PartialLoadError ? error.message : tab.loadError;
    ctx.log.error({ err: error instanceof PartialLoadError ? error.cause : error }, message);
    return { ...(partial ?? tab.empty(args)), loadError: message };
  }
}

/** One intent of an admin action: its input schema, the service call and its messages. */
export interface AdminIntent<S extends z.ZodType = z.ZodType> {
  schema: S;
  /** A form with fields: invalid input answers with messages beside the fields. */
  form?: boolean;
  /** Toast when the input does not validate (instead of field messages). */
  invalid?: string | ((formData: FormData) => string);
  /** HTTP status of that toast (400 by default). */
  invalidStatus?: number;
  run: (ctx: RequestContext, input: z.output<S>, formData: FormData) => Promise<Outcome<unknown>>;
  success: string | ((input: z.output<S>, value: unknown) => string);
  /** Message (and log line) for an unexpected failure. */
  error: string | ((input: z.output<S>) => string);
}

/** Declares one intent with its schema's types flowing into `run` and the messages. */
export function intent<S extends z.ZodType>(definition: AdminIntent<S>): AdminIntent<S> {
  return definition;
}

/**
 * An admin tab's action: admins only; dispatches on the form's `intent` field. The
 * request body is read once, after the guard.
 */
export async function adminAction(
  { request, context }: RouteArgs,
  intents: Record<string, AdminIntent>,
  options: { bodyLimit?: { bytes: number; message: string } } = {},
) {
  await requireAdmin(request, context);
  const ctx = context.get(appContext);
  const { bodyLimit } = options;
  // A declared size over the tab's limit is refused before the body is read.
  if (bodyLimit && Number(request.headers.get("content-length") ?? 0) > bodyLimit.bytes)
    return failure(bodyLimit.message, 413);
  const formData = await readForm(request);
  const name = formData.get("intent");
  const handler = typeof name === "string" && Object.hasOwn(intents, name) ? intents[name] : undefined;
  if (!handler) return unknownIntent();
  const submission = parseWithZod(formData, { schema: handler.schema });
  if (submission.status !== "success") {
    if (!handler.invalid) return invalidForm(submission);
    const message = typeof handler.invalid === "function" ? handler.invalid(formData) : handler.invalid;
    return failure(
      message,
      handler.invalidStatus ?? 400,
      handler.form ? { result: submission.reply({ formErrors: [message] }) } : {},
    );
  }
  const input = submission.value;
  try {
    const outcome = await handler.run(ctx, input, formData);
    const title = outcome.ok
      ? typeof handler.success === "function"
        ? handler.success(input, outcome.value)
        : handler.success
      : "";
    return fromOutcome(outcome, handler.form ? submission : null, title);
  } catch (error) {
    return unexpected(ctx, error, typeof handler.error === "function" ? handler.error(input) : handler.error);
  }
}

export type { Reply };

/** A tab's save (create or update, field errors beside the fields) and delete intents. */
export function crudIntents<S extends z.ZodType<{ id?: string | undefined }>>(service: {
  schema: S;
  save: (db: RequestContext["db"], input: z.output<S>) => Promise<Outcome<unknown>>;
  remove: (db: RequestContext["db"], id: string) => Promise<Outcome<unknown>>;
  messages: { created: string; updated: string; deleted: string };
}) {
  return {
    save: intent({
      schema: service.schema,
      form: true,
      run: (ctx, input) => service.save(ctx.db, input),
      success: (input) => (input.id ? service.messages.updated : service.messages.created),
      error: MESSAGES.saveError,
    }),
    delete: intent({
      schema: deleteSchema,
      invalid: MESSAGES.notFound,
      invalidStatus: 404,
      run: (ctx, input) => service.remove(ctx.db, input.id),
      success: service.messages.deleted,
      error: MESSAGES.deleteError,
    }),
  };
}
