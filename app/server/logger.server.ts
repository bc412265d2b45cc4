import pino from "pino";

/** JSON logs; anything that could carry a secret is redacted. */
export function createLogger(level: string) {
  return pino({
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
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
  });
}

export type Logger = ReturnType<typeof createLogger>;
