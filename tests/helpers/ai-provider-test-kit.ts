// Shared by the provider suites: a request context whose logger records
// warnings (the fallback reasons), a valid model answer, and an event collector.
import type { ArticleToolEvent } from "~/features/ai/article-tools.server";
import { type AppServices, appContext, type RequestContext } from "~/server/context.server";
import { contextFor } from "./test-services";

export interface Warning {
  obj: Record<string, unknown>;
  msg: string;
}

/** The services' request context, with `env` overrides and warnings pushed to `warnings`. */
export function recordingContext(
  services: AppServices,
  warnings: Warning[],
  env: Partial<RequestContext["env"]> = {},
): RequestContext {
  const base = contextFor(services).get(appContext);
  const log = Object.assign(Object.create(base.log), {
    warn: (obj: Record<string, unknown>, msg: string) => warnings.push({ obj, msg }),
  });
  return { ...base, env: { ...base.env, ...env }, log };
}

/** Region suggestions a model may give for Toscana: both places are in the knowledge base. */
export const VALID_SUGGESTIONS = {
  suggestions: [
    {
      name: "Galleria degli Uffizi",
      category: "Arte e Cultura",
      description: "Il museo dei capolavori del Rinascimento.",
    },
    {
      name: "Giardino di Boboli",
      category: "Natura",
      description: "Il giardino dei Medici dietro Palazzo Pitti.",
    },
  ],
};

export async function collectEvents(events: AsyncIterable<ArticleToolEvent>) {
  const list: ArticleToolEvent[] = [];
  for await (const e of events) list.push(e);
  return list;
}
