import { greeting, render, SHOP_NAME, type EmailContent } from "./email-layout";

/** A message of the contact form, as the emails about it show it. */
export interface ContactMessageView {
  name: string;
  email: string;
  message: string;
  sentAt: Date;
  /** The admins' inbox page of the message. */
  inboxUrl: string;
}

const when = (date: Date) => date.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC";

/** To the shop's address: a new message, to answer from the inbox (or by replying, which goes to its writer). */
export function contactReceivedEmail(view: ContactMessageView): EmailContent {
  return render({
    subject: `Contact form: ${view.name} <${view.email}>`.slice(0, 200),
    preheader: view.message.slice(0, 120),
    heading: `A message from ${view.name}`,
    paragraphs: [`${view.name} (${view.email}) wrote through the contact form on ${when(view.sentAt)}:`, ...view.message.split(/\n{2,}/)],
    button: { label: "Answer it in the inbox", url: view.inboxUrl },
  });
}

/** To the writer of a message: an admin's answer, with what they wrote below it. */
export function contactReplyEmail(view: ContactMessageView & { reply: string }): EmailContent {
  return render({
    subject: `Re: your message to ${SHOP_NAME}`,
    preheader: view.reply.slice(0, 120),
    heading: `An answer from ${SHOP_NAME}`,
    paragraphs: [greeting(view.name), ...view.reply.split(/\n{2,}/), `You wrote on ${when(view.sentAt)}:`, ...view.message.split(/\n{2,}/).map((p) => `> ${p}`)],
  });
}
