import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { RequestContext } from "~/server/context.server";
import type { Outcome } from "./admin-common.server";

export interface AdminToast {
  type: "success" | "error";
  title: string;
}

/** What every admin action answers to its fetcher: a toast, form errors, or a value. */
export interface AdminActionData {
  ok: boolean;
  toast: AdminToast | null;
  result?: SubmissionResult<string[]> | undefined;
  value?: unknown;
}

export function success(title: string, extra: Partial<AdminActionData> = {}) {
  return data<AdminActionData>({ ok: true, toast: { type: "success", title }, ...extra });
}

export function failure(title: string, status = 400, extra: Partial<AdminActionData> = {}) {
  return data<AdminActionData>({ ok: false, toast: { type: "error", title }, ...extra }, { status });
}

interface Submission {
  reply(options?: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
    resetForm?: boolean;
  }): SubmissionResult<string[]>;
}

/** Maps a service outcome to the action answer (field error beside the field, toast otherwise). */
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

/** Anything unexpected: one Italian message for the admin, the details in the log. */
export function unexpected(ctx: RequestContext, error: unknown, title: string) {
  ctx.log.error({ err: error }, title);
  return failure(title, 500);
}

export function unknownIntent() {
  return failure("Operazione non riconosciuta", 400);
}
