import { ArrowRight } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { rankingPath } from "~/lib/urls";
import { cn } from "~/lib/utils";

export interface RankingTab {
  id: string;
  title: string;
  slug: string;
  description: string | null;
  items: { id: string; rank: number; title: string; subtitle: string | null; score: number | null }[];
}

/** Home rankings section (spec §2): tabs, the first selected, 'ALTRE CLASSIFICHE' to /liste. */
export function RankingsTabs({ rankings }: { rankings: RankingTab[] }) {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = rankings[selected];
  if (!current) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    let next: number | null = null;
    if (event.key in moves) next = (selected + (moves[event.key] ?? 0) + rankings.length) % rankings.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = rankings.length - 1;
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className="grid gap-8">
      <div role="tablist" aria-label="Classifiche" className="flex flex-wrap gap-2" onKeyDown={onKeyDown}>
        {rankings.map((ranking, i) => (
          <button
            key={ranking.id}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            className={cn(
              "rounded-full border px-4 py-2 text-sm font-medium transition-colors",
              i === selected
                ? "border-ink bg-ink text-ivory"
                : "border-ink/20 bg-paper text-ink hover:bg-sand",
            )}
          >
            {ranking.title}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${selected}`}
        className="rounded-card bg-paper p-6 shadow-card md:p-8"
      >
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h3 className="text-2xl">{current.title}</h3>
            <p className="mt-1 text-ink-soft">
              {current.description || "Scopri questa classifica esclusiva"}
            </p>
          </div>
          <Link
            to={rankingPath(current.slug)}
            className="inline-flex items-center gap-1 font-medium text-terracotta-dark hover:underline"
          >
            Vedi la classifica completa <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        <ol className="mt-6 divide-y divide-line">
          {current.items.map((item) => (
            <li key={item.id} className="flex items-center gap-4 py-3">
              <span className="w-10 shrink-0 font-display text-2xl text-terracotta">{item.rank}</span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{item.title}</span>
                {item.subtitle ? <span className="block text-sm text-muted">{item.subtitle}</span> : null}
              </span>
              {item.score !== null ? (
                <span className="text-sm font-semibold text-ink-soft">{item.score.toFixed(1)}</span>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
      <div>
        <Button asChild variant="outline">
          <Link to="/liste">ALTRE CLASSIFICHE</Link>
        </Button>
      </div>
    </div>
  );
}
