import { lazy, Suspense, useEffect, useState } from "react";
import type { DialogShellProps } from "./dialog-shell";

const DialogShell = lazy(() => import("./dialog-shell"));

/**
 * A Radix dialog whose code loads the first time it opens, keeping it out of
 * public pages' initial JavaScript. Same focus trap and keyboard behaviour.
 */
export function LazyDialog(props: DialogShellProps) {
  const [used, setUsed] = useState(props.open);
  useEffect(() => {
    if (props.open) setUsed(true);
  }, [props.open]);
  if (!used && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <DialogShell {...props} />
    </Suspense>
  );
}
