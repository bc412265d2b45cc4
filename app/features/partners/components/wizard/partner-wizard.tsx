import { ArrowLeft, ArrowRight, Loader2, Send, Sparkles } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { PartnerProfileView } from "~/features/partners/components/profile-view";
import { canAdvance, TOTAL_STEPS, WIZARD_MESSAGES, WIZARD_STEPS } from "~/features/partners/wizard-schema";
import { AiEditor } from "./ai-editor";
import {
  type AmbassadorState,
  AmbassadorStep,
  DEFAULT_AMBASSADOR,
  validateAmbassador,
} from "./ambassador-step";
import { BasicsStep } from "./steps/basics-step";
import { ContactsStep } from "./steps/contacts-step";
import { GalleryStep } from "./steps/gallery-step";
import { GenerationStep } from "./steps/generation-step";
import { LocationStep } from "./steps/location-step";
import { MediaStep } from "./steps/media-step";
import { TypeStep } from "./steps/type-step";
import {
  aiFromProfile,
  callApi,
  formAsProfile,
  formFromProfile,
  hasGenerated,
  type WizardAi,
  type WizardForm,
  type WizardProfile,
} from "./wizard-state";

/** Steps whose forward exit saves the draft (D13). */
const SAVE_ON_LEAVE = new Set([3, 4, 5, 6]);

export function PartnerWizard({ profile }: { profile: WizardProfile | null }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<WizardForm>(() => formFromProfile(profile));
  const [ai, setAi] = useState<WizardAi>(() => aiFromProfile(profile));
  const [aiDirty, setAiDirty] = useState(false);
  const [profileId, setProfileId] = useState<string | null>(profile?.id ?? null);
  const [slug, setSlug] = useState(profile?.slug ?? "");
  const [step, setStep] = useState(() => Math.min(Math.max(profile?.wizardStep ?? 1, 1), TOTAL_STEPS));
  const [busy, setBusy] = useState<null | "save" | "generate" | "send">(null);
  const [editing, setEditing] = useState(false);
  const [ambassador, setAmbassador] = useState<AmbassadorState>(DEFAULT_AMBASSADOR);

  const update = <K extends keyof WizardForm>(key: K, value: WizardForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const generated = hasGenerated(ai);
  const enabled = canAdvance(step, { ...form, hasGenerated: generated });

  function applyProfile(p: WizardProfile | undefined) {
    if (!p) return;
    setProfileId(p.id);
    setSlug(p.slug);
  }

  /** Calls the wizard API for `intent` on this profile; a failure is toasted (or `fallback`). */
  async function send(intent: string, fields: Record<string, string>, fallback: string) {
    const answer = await callApi(intent, { ...(profileId ? { profileId } : {}), ...fields });
    if (!answer.ok) toast.error(answer.message ?? fallback);
    return answer;
  }

  async function saveDraft(nextStep: number) {
    const payload = JSON.stringify({ ...form, wizardStep: nextStep });
    const answer = await send("save", { payload }, WIZARD_MESSAGES.saveError);
    if (!answer.ok) return false;
    applyProfile(answer.profile);
    toast.success(answer.message ?? WIZARD_MESSAGES.draftSaved);
    return true;
  }

  async function rememberStep(nextStep: number) {
    if (profileId) await callApi("step", { profileId, step: String(nextStep) });
  }

  async function saveAiEdits() {
    if (!profileId || !aiDirty) return true;
    const answer = await send("ai-edits", { payload: JSON.stringify(ai) }, WIZARD_MESSAGES.saveError);
    if (!answer.ok) return false;
    setAiDirty(false);
    toast.success(answer.message ?? WIZARD_MESSAGES.draftSaved);
    return true;
  }

  function goTo(next: number) {
    setStep(next);
    if (typeof window !== "undefined") window.scrollTo({ top: 0 });
  }

  async function next() {
    if (!enabled || busy) return;
    const target = step + 1;
    if (SAVE_ON_LEAVE.has(step)) {
      setBusy("save");
      const ok = await saveDraft(target);
      setBusy(null);
      if (!ok) return;
    } else if (step === 8) {
      setBusy("save");
      const ok = await saveAiEdits();
      setBusy(null);
      if (!ok) return;
      void rememberStep(target);
    } else {
      void rememberStep(target);
    }
    goTo(target);
  }

  async function generate() {
    if (!profileId) {
      toast.error(WIZARD_MESSAGES.saveDraftFirst);
      return;
    }
    setBusy("generate");
    const consent = String(form.consensoPubblicazione);
    const answer = await send("generate", { consent }, WIZARD_MESSAGES.generateError);
    setBusy(null);
    if (!answer.ok) return;
    if (!answer.profile) {
      toast.error(answer.message ?? WIZARD_MESSAGES.generateError);
      return;
    }
    setAi(aiFromProfile(answer.profile));
    setAiDirty(false);
    toast.success(WIZARD_MESSAGES.generated);
    goTo(8);
  }

  /** The wizard's last step: sends the request (or just the profile) and leaves for the partner area. */
  async function finish(intent: "ambassador" | "finish", fields: Record<string, string>, fallback: string) {
    setBusy("send");
    const answer = await send(intent, fields, fallback);
    setBusy(null);
    if (answer.ok) navigate(answer.redirectTo ?? "/area-partner");
  }

  async function sendAmbassador() {
    const problem = validateAmbassador(ambassador, Boolean(profileId));
    if (problem) toast.error(problem);
    else await finish("ambassador", { payload: JSON.stringify(ambassador) }, WIZARD_MESSAGES.ambassadorError);
  }

  async function finishWithoutAmbassador() {
    if (!profileId) toast.error(WIZARD_MESSAGES.ambassadorMissingProfile);
    else await finish("finish", {}, WIZARD_MESSAGES.saveError);
  }

  const title = WIZARD_STEPS[step - 1];
  const previewProfile = { ...formAsProfile(form), ...ai, slug: slug || "anteprima" };

  return (
    <div className="container-page max-w-4xl py-8 sm:py-12">
      <p className="eyebrow">Area Partner</p>
      <h1 className="mt-2 font-display text-3xl text-ink sm:text-4xl">
        {profileId ? "Modifica la tua scheda" : "Crea la tua scheda"}
      </h1>

      <div className="mt-6" aria-live="polite">
        <div className="flex items-baseline justify-between gap-4 text-sm">
          <span className="font-semibold text-ink" data-testid="wizard-progress">
            {step}/{TOTAL_STEPS}
          </span>
          <span className="font-medium text-ink-soft">{title}</span>
        </div>
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-sand"
          role="progressbar"
          aria-label="Avanzamento"
          aria-valuemin={1}
          aria-valuemax={TOTAL_STEPS}
          aria-valuenow={step}
          aria-valuetext={`Passo ${step} di ${TOTAL_STEPS}: ${title}`}
        >
          <div
            className="h-full rounded-full bg-terracotta transition-all"
            style={{ width: `${(step / TOTAL_STEPS) * 100}%` }}
          />
        </div>
      </div>

      <section
        className="mt-8 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8"
        aria-labelledby="wizard-step-title"
      >
        <h2 id="wizard-step-title" className="font-display text-2xl text-ink">
          {title}
        </h2>
        <div className="mt-6">
          {step === 1 ? <TypeStep form={form} update={update} /> : null}
          {step === 2 ? <MediaStep form={form} update={update} /> : null}
          {step === 3 ? <BasicsStep form={form} update={update} /> : null}
          {step === 4 ? <ContactsStep form={form} update={update} /> : null}
          {step === 5 ? <LocationStep form={form} update={update} /> : null}
          {step === 6 ? <GalleryStep form={form} update={update} setForm={setForm} /> : null}
          {step === 7 ? (
            <GenerationStep
              consent={form.consensoPubblicazione}
              onConsent={(v) => update("consensoPubblicazione", v)}
              generated={generated}
              busy={busy === "generate"}
              onGenerate={generate}
            />
          ) : null}
          {step === 8 ? (
            <div className="grid gap-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-muted">Ecco come apparirà la tua scheda pubblica.</p>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setEditing((e) => !e)}
                  disabled={!generated}
                >
                  {editing ? "Salva modifiche" : "Modifica"}
                </Button>
              </div>
              {editing ? (
                <AiEditor
                  ai={ai}
                  onChange={(value) => {
                    setAi(value);
                    setAiDirty(true);
                  }}
                />
              ) : (
                <div className="overflow-hidden rounded-xl border border-line" data-testid="wizard-preview">
                  <PartnerProfileView profile={previewProfile} preview headingLevel={2} />
                </div>
              )}
            </div>
          ) : null}
          {step === 9 ? <AmbassadorStep value={ambassador} onChange={setAmbassador} /> : null}
        </div>
      </section>

      <nav
        className="mt-6 flex flex-wrap items-center justify-between gap-3"
        aria-label="Navigazione del wizard"
      >
        <Button variant="outline" onClick={() => goTo(step - 1)} disabled={step === 1 || busy !== null}>
          <ArrowLeft aria-hidden /> Indietro
        </Button>
        {step < TOTAL_STEPS ? (
          <Button onClick={next} disabled={!enabled || busy !== null}>
            {busy === "save" ? <Loader2 className="animate-spin" aria-hidden /> : null}
            Avanti <ArrowRight aria-hidden />
          </Button>
        ) : (
          <div className="flex flex-wrap gap-3">
            <Button variant="ghost" onClick={finishWithoutAmbassador} disabled={busy !== null}>
              Concludi senza Ambassador
            </Button>
            <Button variant="accent" onClick={sendAmbassador} disabled={busy !== null}>
              {busy === "send" ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
              Invia Richiesta
            </Button>
          </div>
        )}
      </nav>
      {step === 7 && !generated ? (
        <p className="mt-3 flex items-center gap-2 text-xs text-muted">
          <Sparkles className="size-3.5" aria-hidden /> Per proseguire genera i contenuti della scheda.
        </p>
      ) : null}
    </div>
  );
}
