// The one answer format of the app (docs/decisions/0008).
//
// Services return an `Outcome`: a value, or an Italian message, optionally tied to
// a form field, with the HTTP status it deserves. Actions and resource routes turn
// it into a `Reply`: a toast for a success or for an error that belongs to no field,
// Conform's submission result for errors beside the fields, and an optional value.
// After a redirect, the toast travels in the flash cookie instead (toast.server.ts).
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import * as MESSAGES from "~/lib/messages";
import type { RequestContext } from "./context.server";

export type Outcome<T = undefined> =
  | { ok: true; value: T }
  | { ok: false; message: string; field?: string; status: number };

export const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const fail = (message: string, status = 400, field?: string): Outcome<never> =>
  field ? { ok: false, message, status, field } : { ok: false, message, status };

export interface ReplyToast {
  type: "success" | "error";
  title: string;
}

/** What every action and JSON resource route answers. */
export interface Reply<V = unknown> {
  ok: boolean;
  toast: ReplyToast | null;
  result?: SubmissionResult<string[]> | undefined;
  value?: V;
}

export function success(title: string, extra: Partial<Reply> = {}) {
  return data<Reply>({ ok: true, toast: { type: "success", title }, ...extra });
}

export function failure(title: string, status = 400, extra: Partial<Reply> = {}) {
  return data<Reply>({ ok: false, toast: { type: "error", title }, ...extra }, { status });
}

/** A form whose fields failed validation: the messages go beside the fields, no toast. */
export function invalidForm(submission: Submission) {
  return data<Reply>({ ok: false, toast: null, result: submission.reply() }, { status: 400 });
}

export interface Submission {
  reply(options?: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
    resetForm?: boolean;
  }): SubmissionResult<string[]>;
}

/** Maps a service outcome to the reply (field error beside the field, toast otherwise). */
export function fromOutcome<T>(outcome: Outcome<T>, submission: Submission | null, successTitle: string) {
  if (outcome.ok)
    return success(successTitle, { result: submission?.reply({ resetForm: true }), value: outcome.value });
  const result = submission
    ? outcome.field
      ? submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] } })
      : submission.reply({ formErrors: [outcome.message] })
    : undefined;
  return failure(outcome.message, outcome.status, { result });
}

/** Anything unexpected: one Italian message for the user, the details in the log. */
export function unexpected(ctx: RequestContext, error: unknown, title: string) {
  ctx.log.error({ err: error }, title);
  return failure(title, 500);
}

export function unknownIntent() {
  return failure(MESSAGES.unknownOperation, 400);
}

/** The same reply as a JSON response, for resource routes called with fetch. */
export function replyJson<V>(reply: Reply<V>, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  if (!headers.has("cache-control")) headers.set("cache-control", "no-store");
  return Response.json(reply, { ...init, headers });
}
