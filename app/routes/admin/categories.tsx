import { ADMIN_MESSAGES } from "~/features/admin/admin-messages";
import { categoryFields, categorySchema } from "~/features/admin/admin-schemas";
import { deleteCategory, listCategoriesAdmin, saveCategory } from "~/features/admin/categories-admin.server";
import { OrderedContentTab, type OrderedContentTexts } from "~/features/admin/components/ordered-content-tab";
import { loadOrderedContent, orderedContentAction } from "~/features/admin/ordered-content-route.server";
import type { Route } from "./+types/categories";

export function loader(args: Route.LoaderArgs) {
  return loadOrderedContent(args, listCategoriesAdmin, ADMIN_MESSAGES.loadCategories);
}

export function action(args: Route.ActionArgs) {
  return orderedContentAction(args, {
    schema: categorySchema,
    save: saveCategory,
    remove: deleteCategory,
    messages: {
      created: ADMIN_MESSAGES.categoryCreated,
      updated: ADMIN_MESSAGES.categoryUpdated,
      deleted: ADMIN_MESSAGES.categoryDeleted,
    },
  });
}

const TEXTS: OrderedContentTexts = {
  title: "Rubriche",
  newLabel: "Nuova rubrica",
  editLabel: "Modifica rubrica",
  labelName: "Nome",
  slugHint: "Lo slug, se vuoto, viene generato dal nome.",
  emptyMessage: ADMIN_MESSAGES.emptyCategories,
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
