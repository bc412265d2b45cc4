// Outgoing e-mail (issue 15: the newsletter's double opt-in). SMTP by configuration
// (SMTP_URL) through nodemailer; without it, development and tests keep the messages
// in the log (recipient redacted), and production says that subscriptions are closed.
import nodemailer from "nodemailer";
import type { Env } from "./env.server";
import type { Logger } from "./logger.server";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** False when nothing can be sent: the forms that need e-mail say so. */
  readonly available: boolean;
  send(message: MailMessage): Promise<void>;
  /** Messages kept in memory by the development transport (tests read them). */
  readonly outbox: MailMessage[];
}

const redact = (email: string) => email.replace(/^(.).*(@.*)$/, "$1***$2");

export function createMailer(env: Env, logger: Logger): Mailer {
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL);
    return {
      available: true,
      outbox: [],
      async send(message) {
        await transport.sendMail({ from: env.MAIL_FROM, ...message });
      },
    };
  }
  const outbox: MailMessage[] = [];
  const development = env.NODE_ENV !== "production";
  return {
    available: development,
    outbox,
    async send(message) {
      if (!development) throw new Error("no mail transport configured (SMTP_URL)");
      outbox.push(message);
      if (outbox.length > 100) outbox.shift();
      logger.info(
        { to: redact(message.to), subject: message.subject, text: message.text },
        "e-mail (development: not sent)",
      );
    },
  };
}
