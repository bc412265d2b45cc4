import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useLocation } from "react-router";

/** Previous / next pages of a public list (`?pagina=`), plain links that work without JavaScript. */
export function PageLinks({ page, pageCount, label }: { page: number; pageCount: number; label: string }) {
  const { pathname } = useLocation();
  if (pageCount <= 1) return null;
  const href = (n: number) => (n === 1 ? pathname : `${pathname}?pagina=${n}`);
  return (
    <nav aria-label={label} className="mt-12 flex items-center justify-center gap-4 text-sm">
      {page > 1 ? (
        <Link
          to={href(page - 1)}
          rel="prev"
          className="inline-flex items-center gap-1 rounded-full border border-line px-4 py-2 hover:bg-sand"
        >
          <ChevronLeft className="size-4" aria-hidden="true" /> Più recenti
        </Link>
      ) : null}
      <span aria-current="page">
        Pagina {page} di {pageCount}
      </span>
      {page < pageCount ? (
        <Link
          to={href(page + 1)}
          rel="next"
          className="inline-flex items-center gap-1 rounded-full border border-line px-4 py-2 hover:bg-sand"
        >
          Meno recenti <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  );
}
