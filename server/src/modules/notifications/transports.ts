import nodemailer from "nodemailer";

/** An email from the outbox, as a transport hands it on. */
export interface OutgoingEmail {
  /** The outbox row's id. */
  id: string;
  to: string;
  /** Where replies go, when not to the shop. */
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
}

/** Where the mail worker hands emails. */
export interface MailTransport {
  readonly name: "smtp" | "keep";
  /** What an email becomes once handed over: sent (it left for an SMTP server) or kept (/dev/mail). */
  readonly delivered: "sent" | "kept";
  /** Resolves once the email is accepted; rejects (and it is tried again later) otherwise. */
  send(email: OutgoingEmail, signal: AbortSignal): Promise<void>;
  close(): Promise<void>;
}

/**
 * The Message-ID of an outbox email: the same on every attempt, so a receiver that gets it twice (a
 * worker crashed after sending and before marking it sent; ADR 0035) can see the duplicate.
 */
export function messageIdOf(outboxId: string): string {
  return `<${outboxId}@motoparts-usa>`;
}

/** SMTP through nodemailer, at `url` (smtp://, or smtps:// for TLS from the start; user:pass@ to sign in). */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // Bounded, so that a stuck server fails the attempt well within the worker's lease.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    name: "smtp",
    delivered: "sent",
    async send(email, signal) {
      await transporter.sendMail({
        from,
        to: email.to,
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: messageIdOf(email.id),
        // Automated mail (RFC 3834): out-of-office replies are not sent back to it.
        headers: { "Auto-Submitted": "auto-generated" },
        signal,
      });
    },
    async close() {
      transporter.close();
    },
  };
}

/**
 * The "keep" transport, outside production when no SMTP_URL is set: nothing leaves the machine; the
 * email stays in the database, marked kept, and /dev/mail shows it.
 */
export function keepTransport(): MailTransport {
  return {
    name: "keep",
    delivered: "kept",
    async send() {},
    async close() {},
  };
}
