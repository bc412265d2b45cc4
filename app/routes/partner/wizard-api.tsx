import { z } from "zod";
import { readFormDataWithin } from "~/features/media/upload-quota.server";
import { createAmbassadorRequest } from "~/features/partners/ambassador/ambassador-requests.server";
import {
  generateForProfile,
  getOwnedProfileById,
  saveAiEdits,
  saveDraft,
  setWizardStep,
  submitForReview,
} from "~/features/partners/partner-owner.server";
import { withPending } from "~/features/partners/partner-pending";
import { handlePartnerUpload, PARTNER_UPLOAD_KINDS } from "~/features/partners/partner-upload.server";
import {
  aiEditsSchema,
  ambassadorSchema,
  draftSchema,
  savedMessage,
  submittedMessage,
  TOTAL_STEPS,
  toWizardProfile,
  WIZARD_MESSAGES,
} from "~/features/partners/wizard-schema";
import * as MESSAGES from "~/lib/messages";
import { appContext } from "~/server/context.server";
import { FORM_MESSAGES, hasInvalidField, parseCleanJson } from "~/server/form.server";
import { getSessionUser } from "~/server/policy.server";
import { toastHeaders } from "~/server/toast.server";
import type { Route } from "./+types/wizard-api";

/**
 * The wizard's server calls (/area-partner/wizard/api, POST, JSON answers).
 * Every intent checks the session and the profile's owner (D6); payloads are
 * parsed with explicit schemas (no mass assignment).
 */

const MAX_UPLOAD_REQUEST_BYTES = 60 * 1024 * 1024;

function fail(message: string, status = 400) {
  return Response.json({ ok: false, message }, { status });
}

function parseJson(value: FormDataEntryValue | null) {
  if (typeof value !== "string" || value.length > 200_000) return null;
  try {
    return parseCleanJson(value);
  } catch {
    return null;
  }
}

const uploadKindSchema = z.enum(PARTNER_UPLOAD_KINDS);

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const user = await getSessionUser(request, context);
  if (!user) return fail(MESSAGES.permissionDenied, 401);

  const declaredLength = Number(request.headers.get("content-length") ?? 0);
  if (declaredLength > MAX_UPLOAD_REQUEST_BYTES) return fail(WIZARD_MESSAGES.imagesUploadError, 413);

  // Counted as the bytes arrive (a chunked body declares no length), then read as a form
  // with the same checks as every other form (NUL, broken text).
  const read = await readFormDataWithin(request, MAX_UPLOAD_REQUEST_BYTES);
  if (!read.ok)
    return read.tooLarge ? fail(WIZARD_MESSAGES.imagesUploadError, 413) : fail(FORM_MESSAGES.unreadable, 400);
  if (hasInvalidField(read.form)) return fail(FORM_MESSAGES.invalidCharacters, 422);
  const form = read.form;
  const intent = String(form.get("intent") ?? "");
  const profileId =
    typeof form.get("profileId") === "string" && form.get("profileId") ? String(form.get("profileId")) : null;

  switch (intent) {
    case "upload": {
      const kind = uploadKindSchema.safeParse(form.get("kind"));
      if (!kind.success) return fail(MESSAGES.genericError);
      return handlePartnerUpload(ctx, user.id, kind.data, form);
    }

    case "save": {
      const parsed = draftSchema.safeParse(parseJson(form.get("payload")));
      if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? WIZARD_MESSAGES.saveError);
      const outcome = await saveDraft(ctx.db, user.id, profileId, parsed.data, ctx.storage);
      if (!outcome.ok) return fail(outcome.message, outcome.status);
      return Response.json({
        ok: true,
        message: savedMessage(outcome.profile),
        profile: toWizardProfile(outcome.profile),
      });
    }

    case "step": {
      const step = z.coerce.number().int().min(1).max(TOTAL_STEPS).safeParse(form.get("step"));
      if (!step.success || !profileId) return fail(MESSAGES.genericError);
      const profile = await getOwnedProfileById(ctx.db, user.id, profileId);
      if (!profile) return fail(WIZARD_MESSAGES.loadError, 404);
      await setWizardStep(ctx.db, user.id, profile.id, step.data);
      return Response.json({ ok: true });
    }

    case "generate": {
      const profile = profileId ? await getOwnedProfileById(ctx.db, user.id, profileId) : null;
      if (!profile) return fail(WIZARD_MESSAGES.saveDraftFirst, profileId ? 404 : 400);
      if (form.get("consent") !== "true") return fail("Devi acconsentire alla pubblicazione");
      const outcome = await generateForProfile(ctx, user.id, withPending(profile));
      if (!outcome.ok) return fail(outcome.message, outcome.status);
      return Response.json({
        ok: true,
        message: WIZARD_MESSAGES.generated,
        profile: toWizardProfile(outcome.profile),
      });
    }

    case "ai-edits": {
      if (!profileId) return fail(WIZARD_MESSAGES.saveDraftFirst);
      const parsed = aiEditsSchema.safeParse(parseJson(form.get("payload")));
      if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? WIZARD_MESSAGES.saveError);
      const row = await saveAiEdits(ctx.db, user.id, profileId, parsed.data);
      if (!row) return fail(WIZARD_MESSAGES.loadError, 404);
      return Response.json({ ok: true, message: savedMessage(row), profile: toWizardProfile(row) });
    }

    case "ambassador": {
      const parsed = ambassadorSchema.safeParse(parseJson(form.get("payload")));
      if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? WIZARD_MESSAGES.ambassadorError);
      if (!profileId) return fail(WIZARD_MESSAGES.ambassadorMissingProfile);
      const created = await createAmbassadorRequest(ctx.db, user.id, profileId, parsed.data);
      if (!created.ok) return fail(created.message, created.status);
      await submitForReview(ctx.db, user.id, profileId);
      const headers = await toastHeaders(request, context, {
        type: "success",
        title: WIZARD_MESSAGES.ambassadorSent,
      });
      return Response.json(
        { ok: true, message: WIZARD_MESSAGES.ambassadorSent, redirectTo: "/area-partner" },
        { headers },
      );
    }

    case "finish": {
      const profile = profileId ? await getOwnedProfileById(ctx.db, user.id, profileId) : null;
      if (!profile) return fail(WIZARD_MESSAGES.ambassadorMissingProfile, 404);
      const sent = await submitForReview(ctx.db, user.id, profile.id);
      const message = submittedMessage(sent);
      const headers = await toastHeaders(request, context, { type: "success", title: message });
      return Response.json({ ok: true, message, redirectTo: "/area-partner" }, { headers });
    }

    default:
      return fail(MESSAGES.genericError);
  }
}
