import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useLocation } from "react-router";

const linkClass = "inline-flex items-center gap-1 rounded-full border border-line px-4 py-2 hover:bg-sand";

/**
 * Previous / next links around "Pagina n di m": plain links that work without
 * JavaScript; `href` builds a page's URL. Nothing when there is only one page.
 */
export function PagerLinks({
  page,
  pageCount,
  label,
  href,
  previousLabel,
  nextLabel,
  className,
}: {
  page: number;
  pageCount: number;
  label: string;
  href: (page: number) => string;
  previousLabel: string;
  nextLabel: string;
  className: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={className}>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={linkClass}>
          <ChevronLeft className="size-4" aria-hidden="true" /> {previousLabel}
        </Link>
      ) : null}
      <span aria-current="page">
        Pagina {page} di {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next" className={linkClass}>
          {nextLabel} <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  );
}

/** Previous / next pages of a public list (`?pagina=`), plain links that work without JavaScript. */
export function PageLinks({ page, pageCount, label }: { page: number; pageCount: number; label: string }) {
  const { pathname } = useLocation();
  return (
    <PagerLinks
      page={page}
      pageCount={pageCount}
      label={label}
      href={(n) => (n === 1 ? pathname : `${pathname}?pagina=${n}`)}
      previousLabel="Più recenti"
      nextLabel="Meno recenti"
      className="mt-12 flex items-center justify-center gap-4 text-sm"
    />
  );
}
