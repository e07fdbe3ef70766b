import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server in the test process (smtp-server, on a random port), for the mail worker's tests:
 * it keeps what it receives, and can refuse (a 4xx answer) or hold a message before answering.
 * Test-only: nothing in the shop imports it.
 */

export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  /** Headers by lower-case name, unfolded; the first of each. */
  headers: Record<string, string>;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  raw: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Answer each message with this code (e.g. 451, "try again later") until called with null. */
  refuse(code: number | null): void;
  /**
   * Holds each message, once received, before answering it, until the returned function is called;
   * `held` counts the messages waiting.
   */
  hold(): () => void;
  readonly held: number;
  close(): Promise<void>;
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusal: number | null = null;
  let gate: Promise<void> | null = null;
  let held = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        void (async () => {
          if (gate) {
            held++;
            await gate;
            held--;
          }
          if (refusal !== null) {
            callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: refusal }));
            return;
          }
          received.push(parse(Buffer.concat(chunks).toString("utf8"), session.envelope.rcptTo.map((r) => r.address)));
          callback(null, "Queued");
        })();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(code) {
      refusal = code;
    },
    hold() {
      let release!: () => void;
      gate = new Promise<void>((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
    get held() {
      return held;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Just enough MIME for the shop's emails: headers, and the text and HTML parts of multipart/alternative. */
function parse(raw: string, to: string[]): ReceivedMail {
  const { headers, body } = split(raw);
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  const sections = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const section of sections) {
    const part = split(section.replace(/^\r\n/, ""));
    const type = (part.headers["content-type"] ?? "text/plain").split(";")[0].trim().toLowerCase();
    parts[type] = decode(part.body, part.headers["content-transfer-encoding"]);
  }
  return {
    to,
    headers,
    subject: headers.subject ?? "",
    messageId: headers["message-id"] ?? "",
    text: parts["text/plain"] ?? "",
    html: parts["text/html"] ?? "",
    raw,
  };
}

function split(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.indexOf("\r\n\r\n");
  const head = (end < 0 ? raw : raw.slice(0, end)).replace(/\r\n[ \t]+/g, " ");
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] ??= line.slice(colon + 1).trim();
  }
  return { headers, body: end < 0 ? "" : raw.slice(end + 4) };
}

function decode(body: string, encoding = "7bit"): string {
  switch (encoding.toLowerCase()) {
    case "quoted-printable":
      return Buffer.from(
        body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      )
        .toString("utf8")
        .replace(/\r\n/g, "\n")
        .replace(/\n$/, "");
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8").replace(/\r\n/g, "\n");
    default:
      return body.replace(/\r\n/g, "\n").replace(/\n$/, "");
  }
}
