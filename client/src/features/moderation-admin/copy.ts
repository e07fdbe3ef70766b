import type { ContentKind } from "../../gql/graphql";

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

const kindNames: Record<ContentKind, string> = { REVIEW: "review", QUESTION: "question", ANSWER: "answer" };
/** "the review by Dana Rider": how the buttons, links and announcements name one item. */
const item = (kind: ContentKind, author: string) => `the ${kindNames[kind]} by ${author}`;

/** The Moderation page's strings: riders' reports of reviews, questions and answers, and hiding them. */
export const moderationCopy = {
  title: "Moderation",
  intro:
    "Reviews, questions and answers that riders reported, the most recently reported first. Hiding one takes it off the part's page at once (a review leaves the part's rating too); restoring it puts it back.",
  listLabel: "Reported items",
  loading: "Loading the reports…",
  loadError: "We could not load the reports.",
  empty: "No reports. Reviews, questions and answers that riders report will show here.",
  kind: { REVIEW: "Review", QUESTION: "Question", ANSWER: "Answer" } satisfies Record<ContentKind, string>,
  hiddenBadge: "Hidden",
  reports: (n: number) => plural(n, "report"),
  by: (author: string) => `By ${author}`,
  lastReported: (when: Date) => `Last reported ${when.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })}`,
  reasonsHeading: (shown: number, reports: number) => (shown < reports ? `Reasons given (the ${shown} newest of ${reports})` : "Reasons given"),
  hiddenBecause: (reason: string | null) => (reason ? `Hidden: ${reason}` : "Hidden (no reason kept)."),
  viewPart: "View part",
  viewPartLabel: (kind: ContentKind, author: string) => `View part of ${item(kind, author)}`,
  hide: "Hide",
  hideLabel: (kind: ContentKind, author: string) => `Hide ${item(kind, author)}`,
  restore: "Restore",
  restoreLabel: (kind: ContentKind, author: string) => `Restore ${item(kind, author)}`,
  hideDialog: {
    title: (kind: ContentKind, author: string) => `Hide ${item(kind, author)}`,
    body: "It leaves the part's page for every visitor at once. You can restore it from here.",
    reasonLabel: "Why hide it?",
    reasonHelp: "Kept with the item for the shop's admins.",
  },
  hidden: (kind: ContentKind, author: string) => `Hid ${item(kind, author)}: it is off the part's page.`,
  restored: (kind: ContentKind, author: string) => `Restored ${item(kind, author)}: it shows on the part's page again.`,
  restoreFailed: (kind: ContentKind, author: string, message: string) => `Could not restore ${item(kind, author)}: ${message}`,
} as const;
