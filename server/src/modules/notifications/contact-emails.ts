import type { ContactMessage } from "../../generated/prisma/client";
import type { Transaction } from "../../db/transaction";
import { contactReceivedEmail, contactReplyEmail } from "./contact-templates";
import { writeEmail } from "./order-emails";

/**
 * The contact form's emails, written to the outbox in the transaction of what they tell (ADR 0035): each
 * new message to the shop's address (a reply to it goes to the message's writer), and an admin's answer
 * to the writer.
 */
export class ContactEmails {
  private readonly publicUrl: string;

  constructor(private readonly options: { publicUrl: string; shopEmail: string }) {
    this.publicUrl = options.publicUrl.replace(/\/+$/, "");
  }

  private view(message: ContactMessage) {
    return { name: message.name, email: message.email, message: message.message, sentAt: message.createdAt, inboxUrl: `${this.publicUrl}/dashboard/inbox/${message.id}` };
  }

  async received(tx: Transaction, message: ContactMessage): Promise<void> {
    await writeEmail(tx, {
      kind: "contact-received",
      dedupeKey: `contact:${message.id}:received`,
      orderId: null,
      to: this.options.shopEmail,
      replyTo: message.email,
      content: contactReceivedEmail(this.view(message)),
    });
  }

  async replied(tx: Transaction, message: ContactMessage, reply: { id: string; body: string }): Promise<void> {
    await writeEmail(tx, {
      kind: "contact-reply",
      dedupeKey: `contact:${message.id}:reply:${reply.id}`,
      orderId: null,
      to: message.email,
      replyTo: this.options.shopEmail,
      content: contactReplyEmail({ ...this.view(message), reply: reply.body }),
    });
  }
}
