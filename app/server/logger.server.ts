import pino from "pino";

const EMAIL = /[^\s@"'<>(),;:=]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g;
// International numbers, Italian mobiles (3xx) and landlines (0x), with the usual separators.
const PHONE = /(?:\+|\b00)\d[\d\s.-]{6,}\d|\b3\d{2}[\s.-]?\d{3}[\s.-]?\d{3,4}\b|\b0\d{1,3}[\s.-]?\d{5,8}\b/g;
// Drizzle and pg repeat a failed query's parameters in the message ("params: a,b,c").
const PARAMS_TAIL = /(\bparams:\s?)[^\n]*/gi;
const PARAM_KEYS = new Set(["params", "parameters", "values", "bindings", "body", "input"]);

/** Personal data a logged error may carry: e-mails, phone numbers, a query's parameters. */
export function redactText(text: string) {
  return text.replace(PARAMS_TAIL, "$1[redacted]").replace(EMAIL, "[email]").replace(PHONE, "[phone]");
}

function scrub(value: unknown, depth: number): unknown {
  if (typeof value === "string") return redactText(value);
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = PARAM_KEYS.has(key) ? "[redacted]" : scrub(v, depth + 1);
  }
  return out;
}

/** pino's error serializer, then SQL parameters, e-mails and phones removed (issue 18, ADR 1803). */
export function serializeError(error: unknown) {
  const serialized = error instanceof Error ? pino.stdSerializers.err(error) : error;
  return scrub(serialized, 0);
}

/** JSON logs; anything that could carry a secret or personal data is redacted. */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: serializeError },
    redact: {
      paths: [
        "password",
        "*.password",
        "newPassword",
        "token",
        "*.token",
        "secret",
        "*.secret",
        "apiKey",
        "*.apiKey",
        "headers.cookie",
        "headers.authorization",
        "req.headers.cookie",
        "req.headers.authorization",
      ],
      censor: "[redacted]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export type Logger = ReturnType<typeof createLogger>;
