import type * as React from "react";

/** Shared layout of the legal pages (D10). */
export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: React.ReactNode;
}) {
  return (
    <article className="container-page max-w-3xl py-16">
      <p className="eyebrow">Informazioni legali</p>
      <h1 className="mt-3 text-4xl md:text-5xl">{title}</h1>
      <p className="mt-3 text-sm text-muted">Ultimo aggiornamento: {updated}</p>
      <div className="prose prose-lg mt-10 max-w-none prose-headings:font-display prose-a:text-terracotta">
        {children}
      </div>
    </article>
  );
}

export function operatorFromContext(env: {
  SITE_OPERATOR_NAME: string;
  SITE_OPERATOR_ADDRESS: string;
  SITE_OPERATOR_EMAIL: string;
}) {
  return { name: env.SITE_OPERATOR_NAME, address: env.SITE_OPERATOR_ADDRESS, email: env.SITE_OPERATOR_EMAIL };
}

/** The meta tags of a legal page: "{title} · Atlante" and its description. */
export function legalPageMeta(title: string, description: string) {
  return () => [{ title: `${title} · Atlante` }, { name: "description", content: description }];
}
