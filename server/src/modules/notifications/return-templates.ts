import { render, type EmailContent } from "./email-layout";

/** A return as its emails show it (ADR 0072). */
export interface ReturnEmailView {
  number: string;
  orderNumber: string;
  /** The order's page, where the return's timeline is. */
  orderUrl: string;
  lines: { name: string; partNumber: string | null; quantity: number; receivedQuantity: number | null }[];
  reasonLabel: string;
  /** Who pays the parcel back, in words. */
  returnShipping: string;
  /** Where the parcel goes: the shop's warehouse, one line each. */
  returnAddress: string[];
  /** The order went abroad: the parcel back crosses US customs. */
  fromAbroad: boolean;
  adminNote: string | null;
  rejectReason: string | null;
  /** What the refund gives back, formatted; null before there is one. */
  refundAmount: string | null;
  /** The replacement's order number, for an exchange once it is sent. */
  exchangeOrderNumber: string | null;
}

export type ReturnEmailKind = "return-requested" | "return-approved" | "return-rejected" | "return-received" | "return-refunded" | "return-exchanged";

const unitWord = (n: number) => `${n} ${n === 1 ? "unit" : "units"}`;

function linesText(view: ReturnEmailView, received = false): string[] {
  return view.lines.map((l) => {
    const name = l.partNumber ? `${l.name} (${l.partNumber})` : l.name;
    return received ? `${name}: ${unitWord(l.receivedQuantity ?? 0)} of ${l.quantity} arrived` : `${name}: ${unitWord(l.quantity)}`;
  });
}

/** One email of a return's life: asked, approved with how to send it, refused with why, arrived, refunded. */
export function returnEmail(kind: ReturnEmailKind, view: ReturnEmailView): EmailContent {
  const facts: [string, string][] = [
    ["Return", view.number],
    ["Order", view.orderNumber],
    ["Reason", view.reasonLabel],
  ];
  const button = { label: "See your return", url: view.orderUrl };
  switch (kind) {
    case "return-requested":
      return render({
        subject: `We have your return request ${view.number}`,
        preheader: `For order ${view.orderNumber}: we answer within one working day.`,
        heading: "We have your return request",
        paragraphs: ["You asked to send back:", ...linesText(view), "We check it and answer within one working day. Please do not send the parts before we approve the return."],
        facts,
        button,
      });
    case "return-approved":
      return render({
        subject: `Return ${view.number} approved: how to send the parts back`,
        preheader: `Send the parts to our warehouse with ${view.number} on the parcel.`,
        heading: "Your return is approved",
        paragraphs: [
          ...(view.adminNote ? [view.adminNote] : []),
          "Send back:",
          ...linesText(view),
          `Pack the parts in their original packaging, write ${view.number} on the parcel, and send it with a tracked service to:`,
          ...view.returnAddress,
          view.returnShipping,
          ...(view.fromAbroad
            ? [
                `On the customs declaration, mark the parcel "Returned goods: American goods returned for refund" and give the original invoice number ${view.orderNumber}: US customs then charges no duty on them coming back (HTS 9801.00.10).`,
              ]
            : []),
        ],
        facts,
        button,
      });
    case "return-rejected":
      return render({
        subject: `Return ${view.number} could not be accepted`,
        preheader: view.rejectReason ?? "",
        heading: "We could not accept your return",
        paragraphs: ["We looked at your request to send back:", ...linesText(view), `Why: ${view.rejectReason ?? ""}`, "Reply to this email if you think we got it wrong."],
        facts,
        button,
      });
    case "return-received":
      return render({
        subject: `Return ${view.number} arrived`,
        preheader: "Your refund is on its way.",
        heading: "Your return arrived",
        paragraphs: ["What we received:", ...linesText(view, true), "We are refunding it now: a separate email says when the money is sent."],
        facts,
        button,
      });
    case "return-exchanged":
      return render({
        subject: `Return ${view.number}: your replacement is on its way`,
        preheader: `Sent as order ${view.exchangeOrderNumber ?? ""}, at no charge.`,
        heading: "We are sending you a replacement",
        paragraphs: [
          "What we received:",
          ...linesText(view, true),
          `We are sending as many again at no charge, as order ${view.exchangeOrderNumber ?? ""}: you will get its tracking number when it ships.`,
        ],
        facts,
        button,
      });
    case "return-refunded":
      return render({
        subject: `Return ${view.number} refunded`,
        preheader: view.refundAmount ? `${view.refundAmount} is on its way back to you.` : "Your refund is on its way.",
        heading: "Your return is refunded",
        paragraphs: [view.refundAmount ? `We refunded ${view.refundAmount} for return ${view.number}.` : `We refunded return ${view.number}.`],
        facts,
        button,
      });
  }
}
