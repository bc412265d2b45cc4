import { z } from "zod";
import {
  type PartnerImageKind,
  storePartnerDocument,
  storePartnerImage,
} from "~/features/media/upload.server";
import { createAmbassadorRequest } from "~/features/partners/ambassador/ambassador-requests.server";
import {
  generateForProfile,
  getOwnedProfileById,
  saveAiEdits,
  saveDraft,
  setWizardStep,
  submitForReview,
} from "~/features/partners/partner-owner.server";
import {
  aiEditsSchema,
  ambassadorSchema,
  draftSchema,
  TOTAL_STEPS,
  toWizardProfile,
  WIZARD_MESSAGES,
} from "~/features/partners/wizard-schema";
import * as MESSAGES from "~/lib/messages";
import { appContext } from "~/server/context.server";
import { formRefusalOf, parseCleanJson, readForm } from "~/server/form.server";
import { getSessionUser } from "~/server/policy.server";
import { consumeRateLimit } from "~/server/rate-limit.server";
import { toastHeaders } from "~/server/toast.server";
import type { Route } from "./+types/wizard-api";

/**
 * The wizard's server calls (/area-partner/wizard/api, POST, JSON answers).
 * Every intent checks the session and the profile's owner (D6); payloads are
 * parsed with explicit schemas (no mass assignment).
 */

const MAX_UPLOAD_REQUEST_BYTES = 60 * 1024 * 1024;
const UPLOAD_RULE = { name: "partner:upload", max: 120, windowSeconds: 600 };

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

const UPLOAD_KINDS = ["logo_url", "cover_url", "gallery", "ambassador-avatar", "doc"] as const;
const uploadKindSchema = z.enum(UPLOAD_KINDS);

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const user = await getSessionUser(request, context);
  if (!user) return fail(MESSAGES.permissionDenied, 401);

  const declaredLength = Number(request.headers.get("content-length") ?? 0);
  if (declaredLength > MAX_UPLOAD_REQUEST_BYTES) return fail(WIZARD_MESSAGES.imagesUploadError, 413);

  let form: FormData;
  try {
    form = await readForm(request);
  } catch (error) {
    const refusal = formRefusalOf(error);
    return fail(refusal.message, refusal.status);
  }
  const intent = String(form.get("intent") ?? "");
  const profileId =
    typeof form.get("profileId") === "string" && form.get("profileId") ? String(form.get("profileId")) : null;

  switch (intent) {
    case "upload": {
      const kind = uploadKindSchema.safeParse(form.get("kind"));
      if (!kind.success) return fail(MESSAGES.genericError);
      const files = form
        .getAll("file")
        .filter((f): f is File => typeof f === "object" && f !== null && "arrayBuffer" in f && f.size > 0);
      const errorMessage =
        kind.data === "doc"
          ? WIZARD_MESSAGES.documentsUploadError
          : kind.data === "gallery"
            ? WIZARD_MESSAGES.imagesUploadError
            : kind.data === "ambassador-avatar"
              ? WIZARD_MESSAGES.avatarUploadError
              : WIZARD_MESSAGES.imageUploadError;
      if (files.length === 0) return fail(errorMessage);
      const multiple = kind.data === "gallery" || kind.data === "doc";
      if (!multiple && files.length > 1) return fail(errorMessage);
      if (files.length > 10) return fail(`${errorMessage}: massimo 10 file per volta`);
      const limit = await consumeRateLimit(ctx.db, UPLOAD_RULE, user.id);
      if (!limit.allowed) return fail(MESSAGES.tooManyRequests, 429);
      const urls: string[] = [];
      const refused: string[] = [];
      for (const file of files) {
        const body = Buffer.from(await file.arrayBuffer());
        const stored =
          kind.data === "doc"
            ? await storePartnerDocument(
                ctx.storage,
                user.id,
                body,
                file.name,
                ctx.env.UPLOAD_MAX_DOCUMENT_BYTES,
              )
            : await storePartnerImage(
                ctx.storage,
                user.id,
                kind.data as PartnerImageKind,
                body,
                ctx.env.UPLOAD_MAX_IMAGE_BYTES,
              );
        if (stored.ok) urls.push(stored.url);
        else refused.push(`${file.name.slice(0, 80)}: ${stored.message}`);
      }
      if (urls.length === 0) {
        return Response.json({ ok: false, message: errorMessage, details: refused }, { status: 422 });
      }
      const message =
        kind.data === "doc"
          ? WIZARD_MESSAGES.documentsUploaded(urls.length)
          : kind.data === "gallery"
            ? WIZARD_MESSAGES.imagesUploaded(urls.length)
            : kind.data === "ambassador-avatar"
              ? WIZARD_MESSAGES.avatarUploaded
              : WIZARD_MESSAGES.imageUploaded;
      return Response.json({ ok: true, message, urls, details: refused });
    }

    case "save": {
      const parsed = draftSchema.safeParse(parseJson(form.get("payload")));
      if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? WIZARD_MESSAGES.saveError);
      const outcome = await saveDraft(ctx.db, user.id, profileId, parsed.data, ctx.storage);
      if (!outcome.ok) return fail(outcome.message, outcome.status);
      return Response.json({
        ok: true,
        message: WIZARD_MESSAGES.draftSaved,
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
      const outcome = await generateForProfile(ctx, user.id, profile);
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
      return Response.json({ ok: true, message: WIZARD_MESSAGES.draftSaved, profile: toWizardProfile(row) });
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
      await submitForReview(ctx.db, user.id, profile.id);
      const headers = await toastHeaders(request, context, {
        type: "success",
        title: WIZARD_MESSAGES.submitted,
      });
      return Response.json(
        { ok: true, message: WIZARD_MESSAGES.submitted, redirectTo: "/area-partner" },
        { headers },
      );
    }

    default:
      return fail(MESSAGES.genericError);
  }
}
