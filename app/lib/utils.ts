import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. Shared components keep their base styles in the CSS
 * components layer (app.css), so a utility passed by a caller overrides them
 * through the cascade; no class merging is needed at run time.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
