import { copy } from "../../lib/copy";

/** Which messages the list shows: the open ones (the server's default), the handled ones, or all. */
export type InboxFilter = "OPEN" | "HANDLED" | "ALL";

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

const when = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

/** The Inbox page's strings: the contact form's messages, answered by email. */
export const inboxCopy = {
  title: copy.dashboard.menu.inbox,
  intro: "Messages sent through the contact form. A reply is emailed to the writer and marks the message handled.",
  list: {
    heading: "Messages",
    filterLabel: "Show",
    filters: { OPEN: "Open", HANDLED: "Handled", ALL: "All" } satisfies Record<InboxFilter, string>,
    listLabel: (filter: InboxFilter) => ({ OPEN: "Open messages", HANDLED: "Handled messages", ALL: "All messages" })[filter],
    empty: (filter: InboxFilter) => ({ OPEN: "No open messages.", HANDLED: "No handled messages.", ALL: "No messages yet." })[filter],
    total: (n: number, filter: InboxFilter) =>
      filter === "ALL" ? plural(n, "message") : plural(n, filter === "OPEN" ? "open message" : "handled message"),
    showing: (shown: number, total: number) => `Showing ${shown.toLocaleString("en-US")} of ${total.toLocaleString("en-US")}`,
    loadMore: "Load more",
    loadError: "We could not load the messages.",
    sent: when,
    handled: "Handled",
    noText: "(no text)",
  },
  detail: {
    heading: "Message",
    from: (name: string) => `Message from ${name}`,
    choose: "Choose a message to read it and reply.",
    sent: (at: string) => `Sent ${when(at)}`,
    open: "Open",
    handledBy: (at: string, by: string | null) => `Handled ${when(at)}${by ? ` by ${by}` : ""}`,
    messageLabel: "Their message",
    replies: "Replies",
    noReplies: "No reply yet.",
    reply: (by: string, at: string) => `${by}, ${when(at)}`,
    loadError: "We could not load this message.",
    notFoundTitle: "No such message",
    notFound: "No message has this id: the link may be incomplete.",
    backToInbox: "Back to the inbox",
    markHandled: "Mark handled",
    reopen: "Reopen",
    markedHandled: (name: string) => `Marked ${name}'s message handled.`,
    reopened: (name: string) => `Reopened ${name}'s message.`,
    markFailed: "We could not change the message.",
  },
  replyForm: {
    heading: "Reply",
    label: "Your reply",
    help: (email: string) => `Emailed to ${email}. The message is marked handled.`,
    submit: "Send reply",
    sent: (email: string) => `Reply sent to ${email}.`,
    failed: "We could not send the reply.",
  },
} as const;
