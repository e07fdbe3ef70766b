import express, { type Response, type Router } from "express";
import type { Config } from "../config";
import type { Services } from "../services";
import { escapeHtml as e } from "../modules/notifications";

/**
 * /dev/mail (ADR 0035), outside production only: the emails the shop wrote, newest first, and each one
 * rendered, so a newcomer sees what the shop sends (kept there when no SMTP_URL is set). No sign-in:
 * it is a development tool, answered 404 in production.
 *
 * The pages carry their own Content-Security-Policy: the shop's policy frames nothing, and an email is
 * styled inline. An email's HTML is served alone at /dev/mail/:id.html with inline styles allowed and
 * no scripts at all (and sandboxed), and the message page frames it.
 */
export function devMailRoutes(deps: { services: Services; config: Config }): Router {
  const router = express.Router();
  if (deps.config.env === "production") {
    router.use("/dev/mail", (_req, res) => void res.status(404).json({ message: "Not found." }));
    return router;
  }
  const emails = deps.services.orderEmails;
  const smtp = !!deps.config.mail.smtpUrl;

  router.get("/dev/mail", async (_req, res) => {
    const list = await emails.recent(200);
    const rows = list
      .map(
        (m) => `<tr>
<td class="nowrap">${e(time(m.createdAt))}</td>
<td>${e(m.toEmail)}</td>
<td><a href="/dev/mail/${e(m.id)}">${e(m.subject)}</a></td>
<td>${e(m.kind)}</td>
<td><span class="status ${e(m.status)}"${m.lastError ? ` title="${e(m.lastError)}"` : ""}>${e(m.status)}</span>${m.attempts > 1 ? ` <small>(${m.attempts} tries)</small>` : ""}</td>
</tr>`,
      )
      .join("\n");
    page(
      res,
      "Mail",
      `<h1>Mail the shop wrote</h1>
<p>${
        smtp
          ? "SMTP_URL is set: these emails go out through it. This list is what the outbox holds."
          : "SMTP_URL is not set, so nothing leaves this machine: emails are kept here (status <b>kept</b>). Set SMTP_URL to send them."
      } Newest first; the last 200.</p>
${list.length ? `<table><thead><tr><th>Time (UTC)</th><th>To</th><th>Subject</th><th>Kind</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>` : "<p><i>No email yet. Place an order to see one.</i></p>"}`,
    );
  });

  router.get("/dev/mail/:file", async (req, res) => {
    const match = /^([0-9a-fA-F-]{36})(\.txt|\.html)?$/.exec(req.params.file);
    const email = match ? await emails.find(match[1]) : null;
    if (!match || !email) {
      res.status(404).type("text/plain").send("No email has this id.");
      return;
    }
    res.set("Cache-Control", "no-store");
    if (match[2] === ".txt") {
      res.type("text/plain; charset=utf-8").send(email.text);
      return;
    }
    if (match[2] === ".html") {
      // The email as a mail client would get it: inline styles, no script, links opening a new tab.
      res.set(
        "Content-Security-Policy",
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
      );
      res.type("text/html; charset=utf-8").send(email.html.replace(/<head>/i, '<head><base target="_blank">'));
      return;
    }
    page(
      res,
      email.subject,
      `<p><a href="/dev/mail">← All mail</a></p>
<h1>${e(email.subject)}</h1>
<table class="facts">
<tr><th>From</th><td>${e(deps.config.mail.from)}</td></tr>
<tr><th>To</th><td>${e(email.toEmail)}</td></tr>
<tr><th>Message-ID</th><td><code>${e(`<${email.id}@motoparts-usa>`)}</code></td></tr>
<tr><th>Kind</th><td>${e(email.kind)}</td></tr>
<tr><th>Status</th><td><span class="status ${e(email.status)}">${e(email.status)}</span> after ${email.attempts} ${email.attempts === 1 ? "try" : "tries"}${email.lastError ? `: ${e(email.lastError)}` : ""}</td></tr>
<tr><th>Written</th><td>${e(time(email.createdAt))} UTC${email.sentAt ? `; sent ${e(time(email.sentAt))} UTC` : ""}</td></tr>
</table>
<p><a href="/dev/mail/${e(email.id)}.txt">Text version</a> · <a href="/dev/mail/${e(email.id)}.html" target="_blank">HTML alone</a></p>
<iframe title="The email as HTML" src="/dev/mail/${e(email.id)}.html" sandbox="allow-popups allow-popups-to-escape-sandbox"></iframe>`,
    );
  });

  return router;
}

function time(d: Date): string {
  return d.toISOString().replace("T", " ").slice(0, 19);
}

function page(res: Response, title: string, body: string): void {
  res.set({
    "Cache-Control": "no-store",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  });
  res.type("text/html; charset=utf-8").send(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)} · /dev/mail · MotoParts USA</title>
<style>
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; margin: 0; color: #1a202c; }
header { background: #14284a; color: #fff; padding: 12px 20px; border-bottom: 4px solid #c53030; font-weight: bold; }
main { padding: 16px 20px; max-width: 1100px; }
h1 { font-size: 22px; color: #1a365d; }
table { border-collapse: collapse; width: 100%; font-size: 14px; }
th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #e2e8f0; vertical-align: top; }
table.facts { width: auto; } table.facts th { color: #4a5568; font-weight: normal; }
a { color: #1a365d; }
.nowrap { white-space: nowrap; }
.status { padding: 1px 6px; border-radius: 4px; background: #edf2f7; }
.status.sent, .status.kept { background: #c6f6d5; } .status.failed { background: #fed7d7; } .status.pending, .status.sending { background: #fefcbf; }
iframe { width: 100%; height: 1000px; border: 1px solid #e2e8f0; border-radius: 6px; }
</style>
</head>
<body>
<header>MotoParts USA · /dev/mail (development only)</header>
<main>
${body}
</main>
</body>
</html>
`);
}
