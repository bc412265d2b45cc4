// The "Experience AI" feature of a public profile (spec §2, §4, §7): the hero
// button, the closing call-to-action and the generated-experience panel.
import { Loader2Icon, SparklesIcon, XIcon } from "lucide-react";
import * as React from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { AiLabel } from "~/features/ai/components/ai-label";
import { postAi } from "~/features/ai/components/client";
import { PartnerBadge, PartnerPicks } from "~/features/ai/components/partner-picks";
import type { ExperienceResult } from "~/features/ai/schemas";
import {
  type ExperienceSourceProfile,
  profileExperienceRequest,
} from "~/features/partners/profile-experience-request";
import { partnerPath } from "~/lib/urls";

export interface ProfileExperienceProfile extends ExperienceSourceProfile {
  slug: string;
}

interface ExperienceState {
  experience: ExperienceResult | null;
  engine: string | null;
  visible: boolean;
  loading: boolean;
  generate: () => void;
  show: () => void;
  close: () => void;
  panelRef: React.RefObject<HTMLElement | null>;
  /** Wraps a button's action so that focus goes back to that button when the panel closes. */
  from: (action: () => void) => (event: React.MouseEvent<HTMLButtonElement>) => void;
}

const ExperienceContext = React.createContext<ExperienceState | null>(null);

function useExperience(): ExperienceState {
  const value = React.useContext(ExperienceContext);
  if (!value) throw new Error("ProfileExperienceProvider missing");
  return value;
}

function scrollToPanel(ref: React.RefObject<HTMLElement | null>) {
  // After React has rendered the panel.
  window.setTimeout(() => {
    ref.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    ref.current?.focus({ preventScroll: true });
  }, 50);
}

/** Wraps the whole profile page: holds the experience state shared by the buttons and the panel. */
export function ProfileExperienceProvider({
  profile,
  children,
}: {
  profile: ProfileExperienceProfile;
  children: React.ReactNode;
}) {
  const [experience, setExperience] = React.useState<ExperienceResult | null>(null);
  const [engine, setEngine] = React.useState<string | null>(null);
  const [visible, setVisible] = React.useState(false);
  const [loading, setLoading] = React.useState(false);
  const panelRef = React.useRef<HTMLElement | null>(null);
  const triggerRef = React.useRef<HTMLButtonElement | null>(null);
  const loadingRef = React.useRef(false);

  const generate = React.useCallback(async () => {
    if (loadingRef.current) return;
    loadingRef.current = true;
    setLoading(true);
    try {
      const { result, engine: used } = await postAi<ExperienceResult>(
        "/api/ai/experience",
        profileExperienceRequest(profile),
      );
      setExperience(result);
      setEngine(used);
      setVisible(true);
      scrollToPanel(panelRef);
    } catch (error) {
      // Spec §8: an experience generation error on the public profile is only logged.
      console.error("Experience AI", error);
    } finally {
      loadingRef.current = false;
      setLoading(false);
    }
  }, [profile]);

  const value = React.useMemo<ExperienceState>(
    () => ({
      experience,
      engine,
      visible,
      loading,
      generate: () => void generate(),
      show: () => {
        setVisible(true);
        scrollToPanel(panelRef);
      },
      close: () => {
        setVisible(false);
        triggerRef.current?.focus();
      },
      panelRef,
      from: (action) => (event) => {
        triggerRef.current = event.currentTarget;
        action();
      },
    }),
    [experience, engine, visible, loading, generate],
  );
  return <ExperienceContext.Provider value={value}>{children}</ExperienceContext.Provider>;
}

/** A button that generates the experience, with a spinner (and busy) while it works. */
function GenerateButton({
  variant,
  className,
  idleIcon = null,
  children,
}: {
  variant: "accent" | "light";
  className?: string | undefined;
  idleIcon?: React.ReactNode;
  children: React.ReactNode;
}) {
  const { generate, loading, from } = useExperience();
  return (
    <Button
      type="button"
      variant={variant}
      className={className}
      onClick={from(generate)}
      disabled={loading}
      aria-busy={loading}
    >
      {loading ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : idleIcon}
      {children}
    </Button>
  );
}

/** The hero button 'Experience AI'. */
export function ExperienceAiButton({ className }: { className?: string }) {
  return (
    <GenerateButton variant="accent" className={className} idleIcon={<SparklesIcon aria-hidden="true" />}>
      Experience AI
    </GenerateButton>
  );
}

/** The closing call-to-action button: 'Crea Experience', then 'Vai alla Experience'. */
export function ExperienceCtaButton({ className }: { className?: string }) {
  const { experience, show, from } = useExperience();
  if (experience) {
    return (
      <Button type="button" variant="light" className={className} onClick={from(show)}>
        Vai alla Experience
      </Button>
    );
  }
  return (
    <GenerateButton variant="light" className={className}>
      Crea Experience
    </GenerateButton>
  );
}

/** The generated-experience section (hidden until generated). */
export function ProfileExperiencePanel() {
  const { experience, engine, visible, close, panelRef } = useExperience();
  if (!experience || !visible) return null;
  return (
    <section
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby="profile-experience-title"
      className="relative scroll-mt-24 rounded-card border border-gold/50 bg-paper p-6 shadow-card outline-none md:p-8"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="eyebrow">Italian Experience</p>
          <h2 id="profile-experience-title" className="mt-2 font-display text-2xl text-ink md:text-3xl">
            {experience.title}
          </h2>
        </div>
        <Button type="button" variant="ghost" size="sm" onClick={close}>
          <XIcon aria-hidden="true" />
          Chiudi
        </Button>
      </div>
      <p className="mt-4 text-ink-soft">{experience.description}</p>
      <ul className="mt-5 space-y-2">
        {experience.highlights.map((h) => (
          <li key={h} className="flex gap-2 text-sm text-ink">
            <SparklesIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold" />
            <span>{h}</span>
          </li>
        ))}
      </ul>
      {experience.itinerary?.length ? (
        <div className="mt-6">
          <h3 className="font-display text-xl text-ink">Itinerario</h3>
          <ol className="mt-3 space-y-3">
            {experience.itinerary.map((step) => (
              <li key={`${step.time}-${step.activity}`} className="grid grid-cols-[4rem_1fr] gap-3 text-sm">
                <span className="font-semibold text-terracotta-dark">{step.time}</span>
                <span>
                  {step.partner ? <PartnerBadge /> : null}
                  <span className="block text-ink">
                    {step.partner ? (
                      <Link
                        to={partnerPath(step.partner)}
                        data-partner={step.partner}
                        data-surface="profile-experience"
                        className="underline decoration-gold underline-offset-4"
                      >
                        {step.activity}
                      </Link>
                    ) : (
                      step.activity
                    )}
                  </span>
                  <span className="block text-muted">{step.location}</span>
                </span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {experience.tips ? (
        <p className="mt-5 rounded-card bg-sand/50 p-4 text-sm text-ink-soft">
          <span className="font-medium text-ink">Consigli: </span>
          {experience.tips}
        </p>
      ) : null}
      <div className="mt-6">
        <PartnerPicks
          partners={experience.partners}
          surface="profile-experience"
          headingLevel={3}
          title="Altri Partner Atlante nei dintorni"
        />
      </div>
      <AiLabel engine={engine} className="mt-5" />
    </section>
  );
}
