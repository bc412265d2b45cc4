// The alternative to the map: the 20 regions in alphabetical order as links, and a
// short form for small screens. Both work without scripts.
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/input";
import { AI_TOUR_PATH, aiTourPath } from "~/lib/urls";
import { cn } from "~/lib/utils";
import { ITALIAN_REGIONS, REGION_OPTIONS } from "../../regions";

export function RegionPicker({ selected, error }: { selected: string | null; error?: string | null }) {
  return (
    <nav aria-labelledby="region-list-title" data-print="hide">
      <h2 id="region-list-title" className="font-display text-2xl text-ink">
        Le regioni
      </h2>
      <form method="get" action={AI_TOUR_PATH} className="mt-4 flex flex-wrap items-end gap-2 md:hidden">
        <div className="grid flex-1 gap-1">
          <label htmlFor="tour-region" className="text-sm text-ink-soft">
            Scegli una regione
          </label>
          <NativeSelect
            id="tour-region"
            name="regione"
            defaultValue={selected ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "tour-region-error" : undefined}
            className="rounded-card border border-line bg-white px-3 py-2 text-ink"
            options={REGION_OPTIONS}
            emptyLabel="Regione…"
            emptyDisabled
          />
        </div>
        <Button type="submit" variant="accent">
          Mostra
        </Button>
      </form>
      {error ? (
        <p id="tour-region-error" role="alert" className="mt-2 text-sm font-medium text-terracotta-dark">
          {error}
        </p>
      ) : null}
      <ul className="mt-4 grid grid-cols-2 gap-2">
        {ITALIAN_REGIONS.map((r) => (
          <li key={r.slug}>
            <Link
              to={`${aiTourPath(r.slug)}#suggerimenti`}
              preventScrollReset
              aria-current={r.slug === selected ? "page" : undefined}
              className={cn(
                "block w-full rounded-full border px-4 py-2 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2",
                r.slug === selected
                  ? "border-terracotta bg-terracotta text-white"
                  : "border-line bg-paper text-ink hover:border-ink/40",
              )}
            >
              {r.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
