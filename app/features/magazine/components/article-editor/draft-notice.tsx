import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { formatItalianDateTime } from "~/lib/dates";

/** The editor is showing autosaved changes that readers do not see yet. */
export function DraftNotice({ articleId, savedAt }: { articleId: string; savedAt: Date | string }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-gold/60 bg-gold-light/40 px-4 py-3 text-sm"
    >
      <p>
        Modifiche salvate automaticamente il {formatItalianDateTime(savedAt)}, non ancora applicate: i lettori
        vedono la versione salvata finché non premi «Salva».
      </p>
      <Form method="post" data-article={articleId}>
        <Button type="submit" name="intent" value="discard" variant="outline" size="sm">
          Scarta le modifiche
        </Button>
      </Form>
    </div>
  );
}
