import { OrderedContentTab, type OrderedContentTexts } from "~/components/admin/ordered-content-tab";
import {
  deleteCategory,
  listCategoriesAdmin,
  saveCategory,
} from "~/features/magazine/categories-admin.server";
import { categoryFields, categorySchema } from "~/features/magazine/magazine-schema";
import * as MESSAGES from "~/lib/messages";
import { adminAction, crudIntents, emptyList, loadAdminList } from "~/server/admin-kit.server";
import type { Route } from "./+types/categories";

export function loader(args: Route.LoaderArgs) {
  return loadAdminList(args, {
    load: ({ ctx, page }) => listCategoriesAdmin(ctx.db, page),
    empty: () => emptyList(),
    loadError: MESSAGES.loadCategories,
  });
}

export function action(args: Route.ActionArgs) {
  return adminAction(
    args,
    crudIntents({
      schema: categorySchema,
      save: saveCategory,
      remove: deleteCategory,
      messages: {
        created: MESSAGES.categoryCreated,
        updated: MESSAGES.categoryUpdated,
        deleted: MESSAGES.categoryDeleted,
      },
    }),
  );
}

const TEXTS: OrderedContentTexts = {
  title: "Rubriche",
  newLabel: "Nuova rubrica",
  editLabel: "Modifica rubrica",
  labelName: "Nome",
  slugHint: "Lo slug, se vuoto, viene generato dal nome.",
  emptyMessage: MESSAGES.emptyCategories,
  deleteDescription: (name) =>
    `La rubrica «${name}» sarà eliminata definitivamente. I suoi articoli resteranno senza rubrica.`,
};

export default function CategoriesTab({ loaderData }: Route.ComponentProps) {
  return (
    <OrderedContentTab
      {...loaderData}
      texts={TEXTS}
      labelOf={(row) => row.name}
      form={{ labelField: "name", idPrefix: "category", fields: categoryFields, schema: categorySchema }}
    />
  );
}
