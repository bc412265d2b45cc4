import type * as React from "react";
import { cloneElement, isValidElement } from "react";
import { cn } from "~/lib/utils";

export type ButtonVariant = "primary" | "accent" | "outline" | "light" | "ghost" | "danger" | "link";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

/** Class names of a button look (see `.btn*` in app.css), for links and other controls too. */
export function buttonVariants({
  variant,
  size,
}: {
  variant?: ButtonVariant | null;
  size?: ButtonSize | null;
} = {}) {
  return `btn btn-${size ?? "md"} btn-${variant ?? "primary"}`;
}

export interface ButtonProps extends React.ComponentProps<"button"> {
  variant?: ButtonVariant | null;
  size?: ButtonSize | null;
  /** Style the single child element (a link, usually) as a button instead of rendering one. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, type, children, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild && isValidElement<{ className?: string }>(children)) {
    return cloneElement(children, { ...props, className: cn(classes, children.props.className) });
  }
  return (
    <button className={classes} type={type ?? "button"} {...props}>
      {children}
    </button>
  );
}
