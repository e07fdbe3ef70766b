/**
 * The notifications module's front door: what the rest of the server may use (ADR 0063). The shop's
 * emails: templates, the outbox written in each change's transaction, and its mail worker (ADR 0035).
 */
export { MailWorker } from "./mail-worker";
export type { DeliveryOutcome } from "./mail-worker";
export { outboxBacklog } from "./outbox-backlog";
export { ContactEmails } from "./contact-emails";
export { QuestionEmails } from "./question-emails";
export { OrderEmails } from "./order-emails";
export { escapeHtml } from "./email-layout";
export { keepTransport, smtpTransport } from "./transports";
export type { MailTransport } from "./transports";
export { ReturnEmails } from "./return-emails";
