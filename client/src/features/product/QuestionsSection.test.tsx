import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PartQuestionsQuery } from "../../gql/graphql";
import { mockOperation, type Answer } from "../../test/mocks";
import { fakeSession, renderPage } from "../../test/render";
import { AnswerQuestionDocument, AskQuestionDocument, PartQuestionsDocument, QuestionsSection } from "./QuestionsSection";
import { ReportContentDocument } from "./review-bits";

const PART_ID = "part-1";
type Question = Answer<NonNullable<PartQuestionsQuery["part"]>["questions"]["edges"][number]["node"]>;

const answer = (id: string, more: { byShop?: boolean; boughtThisPart?: boolean; authorName?: string; text?: string } = {}) => ({
  __typename: "PartAnswer" as const,
  id,
  authorName: more.authorName ?? "Jo",
  text: more.text ?? "Yes.",
  byShop: more.byShop ?? false,
  boughtThisPart: more.boughtThisPart ?? false,
  createdAt: "2026-11-21T10:00:00.000Z",
});

const question = (id: string, text: string, answers: ReturnType<typeof answer>[] = []): Question & { __typename: "PartQuestion" } => ({
  __typename: "PartQuestion",
  id,
  authorName: "Kim",
  text,
  mine: false,
  createdAt: "2026-11-20T10:00:00.000Z",
  answers,
});

const page = (questions: Question[]) => ({
  part: {
    __typename: "Part" as const,
    id: PART_ID,
    questions: {
      __typename: "PartQuestionConnection" as const,
      edges: questions.map((node) => ({ __typename: "PartQuestionEdge" as const, cursor: `c-${node.id}`, node })),
      pageInfo: { __typename: "PageInfo" as const, hasNextPage: false, endCursor: null },
      totalCount: questions.length,
    },
  },
});

const q1Answers = [
  answer("a1", { byShop: true, authorName: "Admin", text: "Yes, front caliper." }),
  answer("a2", { boughtThisPart: true, authorName: "Lee", text: "Fits mine." }),
];
const q1 = question("q1", "Does it fit the 2019 MT-07?", q1Answers);

describe("QuestionsSection", () => {
  it("lists the questions with the shop's and buyers' answers marked", async () => {
    renderPage(<QuestionsSection partId={PART_ID} />, { mocks: [mockOperation(PartQuestionsDocument, { id: PART_ID, first: 10 }, page([q1]))], session: fakeSession({ status: "signedOut", user: null }) });
    const item = within(await screen.findByRole("article", { name: "Does it fit the 2019 MT-07?" }));
    expect(screen.getByRole("heading", { level: 2, name: "Questions and answers" })).toHaveAttribute("id", "questions");
    const answers = within(item.getByRole("list", { name: "2 answers" })).getAllByRole("listitem");
    expect(within(answers[0]).getByText("MotoParts USA")).toBeInTheDocument();
    expect(within(answers[0]).getByText("Answer from the shop")).toBeInTheDocument();
    expect(within(answers[0]).queryByText("Admin")).not.toBeInTheDocument();
    expect(within(answers[1]).getByText("Bought this part")).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Your question" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in to ask or answer a question" })).toHaveAttribute("href", "/login");
  });

  it("says when there are no questions, and asks one after checking it", async () => {
    const user = userEvent.setup();
    let asked = false;
    const asking = jest.fn(() => {
      asked = true;
      return { askQuestion: question("q2", "Is it sintered?") };
    });
    renderPage(<QuestionsSection partId={PART_ID} />, {
      mocks: [
        mockOperation(PartQuestionsDocument, { id: PART_ID, first: 10 }, () => page(asked ? [question("q2", "Is it sintered?")] : []), { uses: Infinity }),
        mockOperation(AskQuestionDocument, { partId: PART_ID, text: "Is it sintered?" }, asking),
      ],
    });
    expect(await screen.findByText("No questions yet.")).toBeInTheDocument();
    const form = within(screen.getByRole("form", { name: "Your question" }));
    await user.click(form.getByRole("button", { name: "Post question" }));
    expect(await form.findByText("Question is required.")).toBeInTheDocument();
    await user.type(form.getByRole("textbox", { name: "Your question" }), "Is it sintered?");
    await user.click(form.getByRole("button", { name: "Post question" }));
    expect(await form.findByText("Your question is posted.")).toBeInTheDocument();
    expect(await screen.findByRole("article", { name: "Is it sintered?" })).toBeInTheDocument();
    expect(asking).toHaveBeenCalledTimes(1);
  });

  it("answers a question and reports an answer with a reason", async () => {
    const user = userEvent.setup();
    let done = false;
    const answered = jest.fn(() => {
      done = true;
      return { answerQuestion: { __typename: "PartAnswer" as const, id: "a3" } };
    });
    const withMine = question("q1", q1.text, [...q1Answers, answer("a3", { authorName: "Sam", text: "Mine too." })]);
    const reported = jest.fn(() => ({ reportContent: { __typename: "ContentReportResult" as const, recorded: true } }));
    renderPage(<QuestionsSection partId={PART_ID} />, {
      mocks: [
        mockOperation(PartQuestionsDocument, { id: PART_ID, first: 10 }, () => page([done ? withMine : q1]), { uses: Infinity }),
        mockOperation(AnswerQuestionDocument, { questionId: "q1", text: "Mine too." }, answered),
        mockOperation(ReportContentDocument, { kind: "ANSWER", id: "a2", reason: "Spam" }, reported),
      ],
    });
    const article = () => within(screen.getByRole("article", { name: "Does it fit the 2019 MT-07?" }));
    await screen.findByRole("article", { name: "Does it fit the 2019 MT-07?" });
    await user.click(article().getByRole("button", { name: "Answer: Does it fit the 2019 MT-07?" }));
    await user.type(article().getByRole("textbox", { name: "Your answer" }), "Mine too.");
    await user.click(article().getByRole("button", { name: "Post answer" }));
    // The list is asked for again: the new answer is in it.
    expect(await screen.findByText("Mine too.")).toBeInTheDocument();
    expect(answered).toHaveBeenCalledTimes(1);

    const item = article();
    const second = within(within(item.getByRole("list", { name: "3 answers" })).getAllByRole("listitem")[1]);
    await user.click(second.getByRole("button", { name: "Report this answer" }));
    await user.type(second.getByRole("textbox", { name: /Why are you reporting it/ }), "Spam");
    await user.click(second.getByRole("button", { name: "Send report" }));
    expect(await second.findByText("Thank you: the shop will look at it.")).toBeInTheDocument();
    await waitFor(() => expect(reported).toHaveBeenCalledTimes(1));
  });
});
