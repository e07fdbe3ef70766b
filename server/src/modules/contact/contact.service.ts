import { z } from "zod";
import type { PrismaClient } from "../../generated/prisma/client";
import { emailAddress, parseInput, requiredText } from "../../validation";
import { limits } from "../../../../shared/rules";

const contactMessage = z.object({
  email: emailAddress(),
  name: requiredText(limits.displayName, "Name"),
  message: requiredText(limits.contactMessage, "Message"),
});

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
    const address = parseInput(emailAddress(), email);
    await this.prisma.newsletterSignup.createMany({ data: [{ email: address }], skipDuplicates: true });
    return { ok: true, message: "You are signed up for our newsletter." };
  }
}
