import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";
import { toasterMounted } from "./toast";

export default function SonnerToaster() {
  useEffect(() => toasterMounted(), []);
  return (
    <Sonner
      position="top-center"
      closeButton
      toastOptions={{
        classNames: { toast: "font-sans", title: "font-semibold", description: "text-ink-soft!" },
      }}
      containerAriaLabel="Notifiche"
    />
  );
}
