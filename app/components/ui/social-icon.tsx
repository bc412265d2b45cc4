export type SocialNetwork = "instagram" | "facebook" | "linkedin" | "youtube" | "tiktok";

export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  tiktok: "TikTok",
};

const PATHS: Record<SocialNetwork, string> = {
  instagram:
    "M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7Zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5ZM17.5 5.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z",
  facebook: "M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8Z",
  linkedin:
    "M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm-2 6h4v12H2V9Zm7 0h4v1.7C13.6 9.7 14.9 9 16.5 9 19.5 9 21 11 21 14.4V21h-4v-6c0-1.7-.6-2.7-2-2.7s-2 1-2 2.7v6H9V9Z",
  youtube:
    "M21.6 7.2a2.6 2.6 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.6 2.6 0 0 0 2.4 7.2 27 27 0 0 0 2 12a27 27 0 0 0 .4 4.8 2.6 2.6 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8A27 27 0 0 0 22 12a27 27 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z",
  tiktok:
    "M16.6 3c.4 2.3 1.8 3.8 4.4 4v3.2c-1.6.1-3-.4-4.4-1.2v6.1c0 3.9-2.7 6.4-6.1 6.4A6 6 0 0 1 4.4 15.4c0-3.7 3.1-6.3 7-5.8v3.3c-1.9-.4-3.6.6-3.6 2.5 0 1.6 1.2 2.7 2.7 2.7 1.7 0 2.8-1 2.8-3.2V3h3.3Z",
};

export function SocialIcon({ name, className = "size-5" }: { name: SocialNetwork; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" fill="currentColor">
      <path d={PATHS[name]} />
    </svg>
  );
}
