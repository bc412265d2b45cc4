const numbers = new Intl.NumberFormat("it-IT");
const percent = new Intl.NumberFormat("it-IT", {
  style: "percent",
  maximumFractionDigits: 0,
  signDisplay: "exceptZero",
});

/** 12.345 — numbers in Italian format. */
export function formatNumber(value: number) {
  return numbers.format(value);
}

/** The change from the previous period: "+12%", "−5%", "nuovo" when there was nothing before. */
export function formatChange(current: number, previous: number) {
  if (previous === 0) return current === 0 ? "=" : "nuovo";
  return percent.format((current - previous) / previous);
}

/** "24 nov" — a day of the period, short, in Italian. */
export function formatDay(day: string) {
  return new Intl.DateTimeFormat("it-IT", { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
