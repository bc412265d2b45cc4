import { Share2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import * as MESSAGES from "~/lib/messages";

/** D9: Web Share API where available, otherwise copy the link and toast 'Link copiato'. */
export function ShareButton({ title, url }: { title: string; url: string }) {
  async function share() {
    const href = url || window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url: href });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(href);
      toast.success(MESSAGES.linkCopied);
    } catch {
      toast.error(MESSAGES.genericError);
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={share}>
      <Share2 aria-hidden="true" /> Condividi
    </Button>
  );
}
