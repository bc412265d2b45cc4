// The AI Tour map (spec §2): every region a link to its page, in the HTML from the
// server, so a tap works before the scripts run. Keyboard order north to south;
// regions stand out from the page (≥ 3:1) and the focused one is outlined in ink.
import { Link } from "react-router";
import { aiTourPath } from "~/lib/urls";
import { cn } from "~/lib/utils";
import type { MapShape } from "../../italy-map.server";
import { MAP_PATH } from "../../regions";

export function ItalyMap({ map, selected }: { map: MapShape; selected: string | null }) {
  return (
    <figure className="m-0" data-print="hide">
      <div className="mx-auto aspect-[610/793] w-full max-w-xl">
        {/* biome-ignore lint/a11y/useSemanticElements: an SVG cannot be a fieldset; the group names its region links. */}
        <svg
          viewBox={map.viewBox}
          className="h-full w-full"
          role="group"
          aria-label="Mappa dell'Italia: scegli una regione"
          data-testid="italy-map"
        >
          {map.regions.map((r) => {
            const current = r.slug === selected;
            return (
              <Link
                key={r.slug}
                to={`${aiTourPath(r.slug)}#suggerimenti`}
                preventScrollReset
                aria-label={r.name}
                aria-current={current ? "page" : undefined}
                className="group outline-none"
              >
                <use
                  href={`${MAP_PATH}#${r.slug}`}
                  data-region={r.name}
                  className={cn(
                    "cursor-pointer stroke-ivory stroke-[1.5] transition-colors group-focus-visible:fill-gold-light group-focus-visible:stroke-ink group-focus-visible:stroke-[3]",
                    current ? "fill-terracotta" : "fill-[#6b8f7b] group-hover:fill-[#4f7363]",
                  )}
                />
                <title>{r.name}</title>
              </Link>
            );
          })}
        </svg>
      </div>
      <figcaption className="mt-3 text-center text-xs text-muted">
        Mappa:{" "}
        <a
          href="https://github.com/VictorCazanave/svg-maps"
          className="underline"
          rel="noopener noreferrer"
          target="_blank"
        >
          @svg-maps/italy
        </a>{" "}
        di Victor Cazanave,{" "}
        <a
          href="https://creativecommons.org/licenses/by/4.0/deed.it"
          className="underline"
          rel="noopener noreferrer"
          target="_blank"
        >
          CC BY 4.0
        </a>
        ; nomi delle regioni in italiano.
      </figcaption>
    </figure>
  );
}
