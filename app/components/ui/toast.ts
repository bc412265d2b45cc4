/**
 * Toasts without putting sonner in every page's initial JavaScript: the
 * library and its <Toaster> load after hydration, and calls made before that
 * wait for them. Use `toast.success/error/info` exactly like sonner's.
 */
type Options = { description?: string | undefined; id?: string | number | undefined };
type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | null = null;
let markReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function loadSonner() {
  sonner ??= import("sonner");
  return sonner;
}

/** Called by the lazily mounted <Toaster> once it listens for toasts. */
export function toasterMounted() {
  markReady();
}

function show(kind: "success" | "error" | "info", title: string, options?: Options) {
  if (typeof window === "undefined") return;
  void Promise.all([loadSonner(), toasterReady]).then(([{ toast }]) => {
    toast[kind](title, options);
  });
}

export const toast = {
  success: (title: string, options?: Options) => show("success", title, options),
  error: (title: string, options?: Options) => show("error", title, options),
  info: (title: string, options?: Options) => show("info", title, options),
};
