// The header's search (issue 10): a plain GET form to /cerca that works before and without
// the scripts; once they run, titles are suggested as the reader types.
import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { SEARCH_PATH } from "~/lib/urls";

interface Suggestion {
  title: string;
  url: string;
}

export function HeaderSearch() {
  const [query, setQuery] = useState("");
  const [items, setItems] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    window.clearTimeout(timer.current);
    const q = query.trim();
    if (q.length < 2) {
      setItems([]);
      return;
    }
    const controller = new AbortController();
    timer.current = window.setTimeout(() => {
      fetch(`/api/cerca/suggerimenti?${new URLSearchParams({ q })}`, { signal: controller.signal })
        .then((r) => (r.ok ? r.json() : { suggestions: [] }))
        .then((data: { suggestions?: Suggestion[] }) => {
          setItems(data.suggestions ?? []);
          setActive(-1);
        })
        .catch(() => {});
    }, 150);
    return () => controller.abort();
  }, [query]);

  const expanded = open && items.length > 0;

  function go(url: string) {
    setOpen(false);
    navigate(url);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (!expanded) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => {
        const next = i + step;
        return next < -1 ? items.length - 1 : next >= items.length ? -1 : next;
      });
    } else if (event.key === "Enter" && active >= 0 && items[active]) {
      event.preventDefault();
      go(items[active].url);
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  }

  return (
    <div className="ml-auto flex items-center lg:ml-0">
      <Link
        to={SEARCH_PATH}
        aria-label="Cerca nel sito"
        className="inline-flex size-10 items-center justify-center rounded-full text-ink hover:text-terracotta lg:hidden"
      >
        <Search className="size-5" aria-hidden="true" />
      </Link>
      <search className="relative hidden lg:block">
        <form method="get" action={SEARCH_PATH}>
          <label>
            <span className="sr-only">Cerca nel sito</span>
            <input
              type="search"
              name="q"
              defaultValue=""
              maxLength={120}
              autoComplete="off"
              placeholder="Cerca…"
              role="combobox"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
              onChange={(e) => {
                setQuery(e.target.value);
                setOpen(true);
              }}
              onKeyDown={onKeyDown}
              onBlur={() => window.setTimeout(() => setOpen(false), 150)}
              className="h-9 w-40 rounded-full border border-ink/20 bg-white pr-3 pl-9 text-sm outline-none transition-[width] focus:w-60 focus:border-ink xl:w-48"
            />
          </label>
          <Search
            className="pointer-events-none absolute top-2.5 left-3 size-4 text-ink-soft"
            aria-hidden="true"
          />
          <div
            id={listId}
            role="listbox"
            aria-label="Suggerimenti"
            hidden={!expanded}
            className="absolute right-0 z-50 mt-2 w-80 overflow-hidden rounded-card border border-line bg-paper py-1 shadow-card"
          >
            {items.map((item, i) => (
              <div
                key={item.url}
                id={`${listId}-${i}`}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                onMouseDown={(event) => {
                  // Before the field's blur closes the list.
                  event.preventDefault();
                  go(item.url);
                }}
                className={`cursor-pointer px-4 py-2 text-sm text-ink hover:bg-sand ${i === active ? "bg-sand" : ""}`}
              >
                {item.title}
              </div>
            ))}
          </div>
        </form>
      </search>
    </div>
  );
}
