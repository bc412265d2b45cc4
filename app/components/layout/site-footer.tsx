import { Link } from "react-router";
import { SOCIAL_NETWORK_LABELS, SocialIcon } from "~/components/ui/social-icon";
import { Logo } from "./logo";
import { FOOTER_EXPLORE_LINKS, type SocialLinks } from "./site-config";

/** The site's networks, in the footer's order. */
const NETWORKS: (keyof SocialLinks)[] = ["instagram", "facebook", "linkedin", "youtube"];

export function SiteFooter({ social }: { social: SocialLinks }) {
  const socialEntries = NETWORKS.filter((key) => social[key]);
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
                    aria-label={SOCIAL_NETWORK_LABELS[key]}
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
