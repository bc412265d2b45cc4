import { scaleLinear } from "@visx/scale";
import { AreaClosed, LinePath } from "@visx/shape";
import { formatNumber } from "../format";

const WIDTH = 320;
const HEIGHT = 96;
const PAD = 4;

/**
 * One metric, day by day, as a small SVG drawn on the server (visx). It is an image with
 * a text summary; the exact numbers are in the table that follows it.
 */
export function MetricChart({
  values,
  label,
  tableId,
}: {
  values: number[];
  label: string;
  tableId?: string;
}) {
  const max = Math.max(1, ...values);
  const x = scaleLinear({ domain: [0, Math.max(1, values.length - 1)], range: [PAD, WIDTH - PAD] });
  const y = scaleLinear({ domain: [0, max], range: [HEIGHT - PAD, PAD], nice: true });
  const points = values.map((value, i) => ({ i, value }));
  const total = values.reduce((n, v) => n + v, 0);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-24 w-full"
      role="img"
      aria-label={`${label}: ${formatNumber(total)} in totale, massimo ${formatNumber(max)} in un giorno`}
      {...(tableId ? { "aria-describedby": tableId } : {})}
      preserveAspectRatio="none"
    >
      <AreaClosed
        data={points}
        x={(d) => x(d.i)}
        y={(d) => y(d.value)}
        yScale={y}
        className="fill-terracotta/15"
      />
      <LinePath
        data={points}
        x={(d) => x(d.i)}
        y={(d) => y(d.value)}
        className="stroke-terracotta"
        strokeWidth={2}
        fill="none"
      />
    </svg>
  );
}
