import { z } from "zod";
import type { ContactMessage, ContactReply, PrismaClient, User } from "../../generated/prisma/client";
import { notFound } from "../../errors";
import type { Transaction } from "../../db/transaction";
import { afterKeyset, decodeCursor, newestFirst, toPage, type Page } from "../../pagination";
import { parseId, parseInput, parsePageSize } from "../../validation";
import { contactMessageInput as contactMessage, contactReplyInput, newsletterInput } from "../../../../shared/schemas";

export type ContactMessageInput = z.input<typeof contactMessage>;
export type ContactMessagePage = Page<ContactMessage>;

/** What the contact form's emails need (the notifications module writes them in the outbox). */
export interface ContactNotifier {
  received(tx: Transaction, message: ContactMessage): Promise<void>;
  replied(tx: Transaction, message: ContactMessage, reply: { id: string; body: string }): Promise<void>;
}

/**
 * The contact form and the newsletter sign-up. Each message is stored and sent to the shop's address in
 * one transaction; admins read them in an inbox, answer them by email and mark them handled.
 */
export class ContactService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly notifier: ContactNotifier,
  ) {}

  async sendMessage(input: ContactMessageInput) {
    const m = parseInput(contactMessage, input);
    await this.prisma.$transaction(async (tx) => {
      const message = await tx.contactMessage.create({ data: m });
      await this.notifier.received(tx, message);
    });
    return { ok: true, message: "Thanks for your message. We will get back to you soon." };
  }

  async subscribe(email: string) {
    const { email: address } = parseInput(newsletterInput, { email });
    await this.prisma.newsletterSignup.createMany({ data: [{ email: address }], skipDuplicates: true });
    return { ok: true, message: "You are signed up for our newsletter." };
  }

  /** The inbox, newest first: the open messages, the handled ones, or all. */
  async inbox(args: { status?: "OPEN" | "HANDLED" | "ALL" | null; first?: number | null; after?: string | null }): Promise<ContactMessagePage> {
    const first = parsePageSize(args.first, 20);
    const status = args.status ?? "OPEN";
    const filter = status === "OPEN" ? { handledAt: null } : status === "HANDLED" ? { handledAt: { not: null } } : {};
    const rows = await this.prisma.contactMessage.findMany({ where: { ...filter, ...afterKeyset(decodeCursor(args.after)) }, orderBy: newestFirst, take: first + 1 });
    return toPage(rows, first, () => this.prisma.contactMessage.count({ where: filter }));
  }

  async get(id: string): Promise<ContactMessage> {
    const message = await this.prisma.contactMessage.findUnique({ where: { id: parseId(id) } });
    if (!message) throw notFound("No contact message has this id.");
    return message;
  }

  repliesOf(messageId: string): Promise<ContactReply[]> {
    return this.prisma.contactReply.findMany({ where: { messageId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  }

  /** Marks a message handled (or open again); the same again changes nothing. */
  async markHandled(admin: User, id: string, handled: boolean): Promise<ContactMessage> {
    const message = await this.get(id);
    if ((message.handledAt !== null) === handled) return message;
    return this.prisma.contactMessage.update({
      where: { id: message.id },
      data: handled ? { handledAt: new Date(), handledByEmail: admin.email } : { handledAt: null, handledByEmail: null },
    });
  }

  /** Answers a message by email to its writer (the outbox), recorded with it; the message is handled then. */
  async reply(admin: User, id: string, rawBody: unknown): Promise<ContactMessage> {
    const { body } = parseInput(contactReplyInput, { body: rawBody });
    const message = await this.get(id);
    return this.prisma.$transaction(async (tx) => {
      const reply = await tx.contactReply.create({ data: { messageId: message.id, body, byEmail: admin.email } });
      await this.notifier.replied(tx, message, reply);
      return tx.contactMessage.update({
        where: { id: message.id },
        data: { handledAt: message.handledAt ?? new Date(), handledByEmail: message.handledByEmail ?? admin.email },
      });
    });
  }
}
