import { Link } from "react-router";
import { Logo } from "./logo";
import { FOOTER_EXPLORE_LINKS, type SocialLinks } from "./site-config";

const SOCIAL_LABELS: Record<keyof SocialLinks, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  youtube: "YouTube",
};

function SocialIcon({ name }: { name: keyof SocialLinks }) {
  const paths: Record<keyof SocialLinks, string> = {
    instagram:
      "M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7Zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5ZM17.5 5.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z",
    facebook: "M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8Z",
    linkedin:
      "M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm-2 6h4v12H2V9Zm7 0h4v1.7C13.6 9.7 14.9 9 16.5 9 19.5 9 21 11 21 14.4V21h-4v-6c0-1.7-.6-2.7-2-2.7s-2 1-2 2.7v6H9V9Z",
    youtube:
      "M21.6 7.2a2.6 2.6 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.6 2.6 0 0 0 2.4 7.2 27 27 0 0 0 2 12a27 27 0 0 0 .4 4.8 2.6 2.6 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8A27 27 0 0 0 22 12a27 27 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z",
  };
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="currentColor">
      <path d={paths[name]} />
    </svg>
  );
}

export function SiteFooter({ social }: { social: SocialLinks }) {
  const socialEntries = (Object.keys(SOCIAL_LABELS) as (keyof SocialLinks)[]).filter((key) => social[key]);
  return (
    <footer className="mt-auto bg-ink text-ivory print:hidden">
      <div className="container-page grid gap-10 py-14 md:grid-cols-[1.4fr_1fr_1fr]">
        <div className="grid content-start gap-4">
          <Logo tone="light" />
          <p className="max-w-sm text-sm leading-relaxed text-ivory/80">
            Il magazine, le classifiche e la directory delle eccellenze italiane: moda, design, arte,
            territori e innovazione raccontati con cura.
          </p>
          {socialEntries.length > 0 ? (
            <ul className="flex gap-3" aria-label="Social">
              {socialEntries.map((key) => (
                <li key={key}>
                  <a
                    href={social[key]}
                    className="inline-flex size-10 items-center justify-center rounded-full border border-ivory/25 text-ivory hover:border-gold-light hover:text-gold-light"
                    rel="noopener noreferrer"
                    target="_blank"
                    aria-label={SOCIAL_LABELS[key]}
                  >
                    <SocialIcon name={key} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <nav aria-labelledby="footer-explore">
          <h2
            id="footer-explore"
            className="font-sans text-xs font-semibold uppercase tracking-[0.22em] text-gold-light"
          >
            Esplora
          </h2>
          <ul className="mt-4 grid gap-2 text-sm">
            {FOOTER_EXPLORE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-ivory/85 hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2
            id="footer-legal"
            className="font-sans text-xs font-semibold uppercase tracking-[0.22em] text-gold-light"
          >
            Informazioni
          </h2>
          <ul className="mt-4 grid gap-2 text-sm">
            <li>
              <Link to="/privacy" className="text-ivory/85 hover:text-white hover:underline">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/termini" className="text-ivory/85 hover:text-white hover:underline">
                Termini di Servizio
              </Link>
            </li>
            <li>
              <Link to="/diventa-partner" className="text-ivory/85 hover:text-white hover:underline">
                Diventa Partner
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-ivory/15">
        <p className="container-page py-5 text-xs text-ivory/70">
          © {new Date().getFullYear()} Atlante. Tutti i diritti riservati.
        </p>
      </div>
    </footer>
  );
}
