import { Link } from "react-router";
import { articlePath, rankingPath } from "~/lib/urls";

export interface PartnerMentionsData {
  rankings: { title: string; slug: string; rank: number }[];
  articles: { title: string; slug: string; categorySlug: string; excerpt: string | null }[];
}

/**
 * "Nelle classifiche" and "Ne parla il magazine" (issue 12): where Atlante features the
 * partner, linked both ways.
 */
export function PartnerMentions({ mentions }: { mentions: PartnerMentionsData }) {
  if (mentions.rankings.length === 0 && mentions.articles.length === 0) return null;
  return (
    <div className="container-page grid gap-10 py-14 lg:grid-cols-2">
      {mentions.rankings.length ? (
        <section aria-labelledby="in-rankings">
          <h2 id="in-rankings" className="text-3xl">
            Nelle classifiche
          </h2>
          <ul className="mt-5 grid gap-3">
            {mentions.rankings.map((r) => (
              <li key={`${r.slug}-${r.rank}`}>
                <Link
                  to={rankingPath(r.slug)}
                  className="flex items-center gap-4 rounded-card bg-paper p-4 shadow-card hover:shadow-lg"
                >
                  <span className="font-display text-3xl text-terracotta" aria-hidden="true">
                    {r.rank}
                  </span>
                  <span>
                    <span className="sr-only">Posizione {r.rank} in </span>
                    {r.title}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {mentions.articles.length ? (
        <section aria-labelledby="in-magazine">
          <h2 id="in-magazine" className="text-3xl">
            Ne parla il magazine
          </h2>
          <ul className="mt-5 grid gap-3">
            {mentions.articles.map((a) => (
              <li key={a.slug}>
                <Link
                  to={articlePath(a)}
                  className="block rounded-card bg-paper p-4 shadow-card hover:shadow-lg"
                >
                  <span className="font-medium">{a.title}</span>
                  {a.excerpt ? <span className="mt-1 block text-sm text-ink-soft">{a.excerpt}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
