import { Check } from "lucide-react";

const TONES = {
  /** On a dark section. */
  dark: {
    list: "grid gap-4",
    item: "flex items-center gap-3 rounded-card bg-ivory/10 p-4 text-lg",
    icon: "size-5 text-gold-light",
  },
  /** On a light section. */
  light: {
    list: "grid gap-3",
    item: "flex items-center gap-3 rounded-card bg-paper p-4",
    icon: "size-5 shrink-0 text-cypress",
  },
};

/** A list of short claims, each led by a check mark. */
export function CheckList({ items, tone }: { items: readonly string[]; tone: keyof typeof TONES }) {
  const classes = TONES[tone];
  return (
    <ul className={classes.list}>
      {items.map((item) => (
        <li key={item} className={classes.item}>
          <Check className={classes.icon} aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}
