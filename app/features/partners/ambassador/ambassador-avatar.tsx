import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/** The Ambassador's face (decorative: its name is always written beside it), or `fallback`. */
export function AmbassadorAvatar({
  url,
  className,
  fallback = null,
}: {
  url: string | null | undefined;
  className?: string;
  fallback?: ReactNode;
}) {
  if (!url) return <>{fallback}</>;
  return (
    <img
      src={url}
      alt=""
      width={56}
      height={56}
      className={cn("size-14 rounded-full object-cover", className)}
    />
  );
}
