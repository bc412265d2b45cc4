import { ADMIN_MESSAGES } from "~/features/admin/admin-messages";
import { rankingFields, rankingSchema } from "~/features/admin/admin-schemas";
import { OrderedContentTab, type OrderedContentTexts } from "~/features/admin/components/ordered-content-tab";
import { loadOrderedContent, orderedContentAction } from "~/features/admin/ordered-content-route.server";
import { deleteRanking, listRankingsAdmin, saveRanking } from "~/features/admin/rankings-admin.server";
import type { Route } from "./+types/rankings";

export function loader(args: Route.LoaderArgs) {
  return loadOrderedContent(args, listRankingsAdmin, ADMIN_MESSAGES.loadRankings);
}

export function action(args: Route.ActionArgs) {
  return orderedContentAction(args, {
    schema: rankingSchema,
    save: saveRanking,
    remove: deleteRanking,
    messages: {
      created: ADMIN_MESSAGES.rankingCreated,
      updated: ADMIN_MESSAGES.rankingUpdated,
      deleted: ADMIN_MESSAGES.rankingDeleted,
    },
  });
}

const TEXTS: OrderedContentTexts = {
  title: "Classifiche",
  newLabel: "Nuova classifica",
  editLabel: "Modifica classifica",
  labelName: "Titolo",
  slugHint: "Lo slug, se vuoto, viene generato dal titolo.",
  emptyMessage: ADMIN_MESSAGES.emptyRankings,
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
