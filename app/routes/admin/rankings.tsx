import { OrderedContentTab, type OrderedContentTexts } from "~/components/admin/ordered-content-tab";
import { deleteRanking, listRankingsAdmin, saveRanking } from "~/features/rankings/rankings-admin.server";
import { rankingFields, rankingSchema } from "~/features/rankings/rankings-schema";
import * as MESSAGES from "~/lib/messages";
import { adminAction, crudIntents, emptyList, loadAdminList } from "~/server/admin-kit.server";
import type { Route } from "./+types/rankings";

export function loader(args: Route.LoaderArgs) {
  return loadAdminList(args, {
    load: ({ ctx, page }) => listRankingsAdmin(ctx.db, page),
    empty: () => emptyList(),
    loadError: MESSAGES.loadRankings,
  });
}

export function action(args: Route.ActionArgs) {
  return adminAction(
    args,
    crudIntents({
      schema: rankingSchema,
      save: saveRanking,
      remove: deleteRanking,
      messages: {
        created: MESSAGES.rankingCreated,
        updated: MESSAGES.rankingUpdated,
        deleted: MESSAGES.rankingDeleted,
      },
    }),
  );
}

const TEXTS: OrderedContentTexts = {
  title: "Classifiche",
  newLabel: "Nuova classifica",
  editLabel: "Modifica classifica",
  labelName: "Titolo",
  slugHint: "Lo slug, se vuoto, viene generato dal titolo.",
  emptyMessage: MESSAGES.emptyRankings,
  deleteDescription: (title) =>
    `La classifica «${title}» e tutti i suoi elementi saranno eliminati definitivamente.`,
};

export default function RankingsTab({ loaderData }: Route.ComponentProps) {
  return (
    <OrderedContentTab
      {...loaderData}
      texts={TEXTS}
      labelOf={(row) => row.title}
      form={{ labelField: "title", idPrefix: "ranking", fields: rankingFields, schema: rankingSchema }}
    />
  );
}
