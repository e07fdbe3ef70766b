import { z } from "zod";
import type { PrismaClient } from "../../generated/prisma/client";
import { parseInput } from "../../validation";
import { contactMessageInput as contactMessage, newsletterInput } from "../../../../shared/schemas";

export type ContactMessageInput = z.input<typeof contactMessage>;

/** The contact form and the newsletter sign-up: stored for the shop's staff. */
export class ContactService {
  constructor(private readonly prisma: PrismaClient) {}

  async sendMessage(input: ContactMessageInput) {
    const m = parseInput(contactMessage, input);
    await this.prisma.contactMessage.create({ data: m });
    return { ok: true, message: "Thanks for your message. We will get back to you soon." };
  }

  async subscribe(email: string) {
    const { email: address } = parseInput(newsletterInput, { email });
    await this.prisma.newsletterSignup.createMany({ data: [{ email: address }], skipDuplicates: true });
    return { ok: true, message: "You are signed up for our newsletter." };
  }
}
