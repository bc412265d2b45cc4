import { lazy, Suspense, useEffect, useState } from "react";
import { toast } from "./toast";

const SonnerToaster = lazy(() => import("./sonner-toaster"));

export interface ToastMessage {
  type: "success" | "error" | "info";
  title: string;
  description?: string | undefined;
}

/** Mounts sonner's <Toaster> after hydration, outside the initial JavaScript. */
export function Toaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}

/** Shows a toast handed over by the server (flash cookie) once. */
export function useServerToast(message: ToastMessage | null | undefined) {
  useEffect(() => {
    if (!message) return;
    toast[message.type](
      message.title,
      message.description ? { description: message.description } : undefined,
    );
  }, [message]);
}
