import pino from "pino";
import { signUpAndSignIn, startTestShop, uniqueEmail, type SignedInUser, type TestShop } from "../../../test/harness";
import { startTestSmtpServer, type TestSmtpServer } from "../../../test/smtp-server";
import { MailWorker, smtpTransport } from "../notifications";

/**
 * The contact form's messages reach the shop: each is sent to the shop's address (a reply to it goes to
 * its writer), and admins read, answer and close them in an inbox. The emails go through the outbox and
 * the mail worker to a real SMTP server.
 */

const SEND = `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { ok message } }`;
const INBOX = `query($status: ContactMessageStatus) {
  contactMessages(status: $status) { totalCount edges { node { id name email message handledAt handledBy replies { body by } } } }
}`;
const REPLY = `mutation($id: ID!, $body: String!) { replyToContactMessage(id: $id, body: $body) { id handledAt handledBy replies { body by sentAt } } }`;

describe("the contact inbox", () => {
  let shop: TestShop;
  let smtp: TestSmtpServer;
  let admin: SignedInUser;
  let rider: SignedInUser;
  const adminEmail = uniqueEmail("admin");

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    shop = await startTestShop({ adminEmails: [adminEmail], env: { SHOP_EMAIL: "support@motoparts-usa.example", PUBLIC_URL: "https://shop.example" } });
    admin = await signUpAndSignIn(shop, { email: adminEmail });
    rider = await signUpAndSignIn(shop);
  });
  afterAll(async () => {
    await shop.close();
    await smtp.close();
  });

  /** Sends what is due in the outbox to the test's SMTP server, as the mail worker does. */
  async function deliver(): Promise<void> {
    const worker = new MailWorker({ prisma: shop.prisma, log: pino({ level: "silent" }), transport: smtpTransport(smtp.url, "MotoParts USA <orders@motoparts-usa.example>") });
    for (const email of await worker.claim(50)) await worker.deliver(email);
  }

  it("sends each message to the shop's address, answerable by replying to its writer", async () => {
    const sent = await shop.graphql(SEND, { input: { email: "Lena.Hoffmann@example.de", name: "Lena Hoffmann", message: "Do the EBC pads fit a 2019 MT-07?\n\nThanks!" } });
    expect(sent.data?.sendContactMessage).toEqual({ ok: true, message: "Thanks for your message. We will get back to you soon." });
    await deliver();
    const mail = smtp.received.find((m) => m.to.includes("support@motoparts-usa.example"))!;
    expect(mail.subject).toBe("Contact form: Lena Hoffmann <lena.hoffmann@example.de>");
    expect(mail.headers["reply-to"]).toBe("lena.hoffmann@example.de");
    expect(mail.text).toContain("Do the EBC pads fit a 2019 MT-07?");
    expect(mail.text).toMatch(/Answer it in the inbox: https:\/\/shop\.example\/dashboard\/inbox\/[0-9a-f-]{36}/);
  });

  it("lets admins read the open messages, answer one by email, and close or reopen it; nobody else", async () => {
    await shop.graphql(SEND, { input: { email: "marco@example.it", name: "Marco Rossi", message: "Where is my order MP-100200?" } });
    expect((await shop.graphql(INBOX, {}, rider.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await shop.graphql(INBOX, {})).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");

    const open = await shop.graphql<{ contactMessages: { totalCount: number; edges: { node: { id: string; name: string; handledAt: string | null } }[] } }>(INBOX, {}, admin.token);
    const marco = open.data!.contactMessages.edges.find((e) => e.node.name === "Marco Rossi")!.node;
    expect(marco.handledAt).toBeNull();

    const empty = await shop.graphql(REPLY, { id: marco.id, body: "   " }, admin.token);
    expect(empty.errors?.[0]).toMatchObject({ message: "Write your reply first.", extensions: { code: "BAD_USER_INPUT" } });
    const replied = await shop.graphql<{ replyToContactMessage: { handledAt: string | null; handledBy: string; replies: { body: string; by: string }[] } }>(
      REPLY,
      { id: marco.id, body: "It left our warehouse today with UPS: the tracking link is on your order's page." },
      admin.token,
    );
    expect(replied.data!.replyToContactMessage).toMatchObject({ handledAt: expect.any(String), handledBy: adminEmail, replies: [{ by: adminEmail }] });
    await deliver();
    const answer = smtp.received.find((m) => m.to.includes("marco@example.it"))!;
    expect(answer.subject).toBe("Re: your message to MotoParts USA");
    expect(answer.headers["reply-to"]).toBe("support@motoparts-usa.example");
    expect(answer.text).toContain("It left our warehouse today with UPS");
    expect(answer.text).toContain("> Where is my order MP-100200?");

    const stillOpen = await shop.graphql<{ contactMessages: { edges: { node: { id: string } }[] } }>(INBOX, { status: "OPEN" }, admin.token);
    expect(stillOpen.data!.contactMessages.edges.map((e) => e.node.id)).not.toContain(marco.id);
    const reopen = await shop.graphql<{ markContactMessageHandled: { handledAt: string | null } }>(
      `mutation($id: ID!) { markContactMessageHandled(id: $id, handled: false) { handledAt } }`,
      { id: marco.id },
      admin.token,
    );
    expect(reopen.data!.markContactMessageHandled.handledAt).toBeNull();
    const unknown = await shop.graphql(`query { contactMessage(id: "00000000-0000-4000-8000-000000000001") { id } }`, {}, admin.token);
    expect(unknown.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });
});
