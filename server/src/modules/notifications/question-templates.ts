import { render, SHOP_NAME, type EmailContent } from "./email-layout";

export interface QuestionAnsweredView {
  partName: string;
  question: string;
  answer: string;
  byShop: boolean;
  /** The part's page, where the answers are. */
  partUrl: string;
}

/** To a rider who asked about a part: an answer to their question, with the question above it. */
export function questionAnsweredEmail(view: QuestionAnsweredView): EmailContent {
  const who = view.byShop ? SHOP_NAME : "Another rider";
  return render({
    subject: `Your question about ${view.partName} was answered`.slice(0, 200),
    preheader: view.answer.slice(0, 120),
    heading: "Your question was answered",
    paragraphs: [`You asked about ${view.partName}:`, `“${view.question}”`, `${who} answered:`, ...view.answer.split(/\n{2,}/)],
    button: { label: "See the answers", url: view.partUrl },
  });
}
