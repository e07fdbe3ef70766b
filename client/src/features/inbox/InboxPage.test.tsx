import { GraphQLError } from "graphql";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toaster } from "../../lib/toaster";
import { renderPage } from "../../test/render";
import { mockErrors, mockNetworkError, mockOperation, type Answer } from "../../test/mocks";
import type { InboxMessageQuery, InboxMessagesQuery } from "../../gql/graphql";
import InboxPage from "./InboxPage";
import { INBOX_PAGE_SIZE, InboxMarkHandledDocument, InboxMessageDocument, InboxMessagesDocument, InboxReplyDocument } from "./operations";

type Row = Answer<InboxMessagesQuery>["contactMessages"]["edges"][number]["node"];
type Message = Answer<InboxMessageQuery>["contactMessage"];

const ada: Message = {
  __typename: "ContactMessage",
  id: "m-2",
  name: "Ada Rider",
  email: "ada@example.com",
  message: "\nDo the EBC pads fit a 2019 MT-07?\nI ride it in the rain a lot.",
  sentAt: "2026-11-27T12:00:00.000Z",
  handledAt: null,
  handledBy: null,
  replies: [],
};

const bo: Message = {
  __typename: "ContactMessage",
  id: "m-1",
  name: "Bo Wrench",
  email: "bo@example.com",
  message: "Where is my order?",
  sentAt: "2026-11-26T12:00:00.000Z",
  handledAt: null,
  handledBy: null,
  replies: [
    { __typename: "ContactReply", id: "r-1", body: "It ships tomorrow.", by: "admin@motoparts.test", sentAt: "2026-11-26T13:00:00.000Z" },
  ],
};

const row = ({ replies: _replies, handledBy: _by, ...fields }: Message): Row => fields;

const list = (messages: Message[], totalCount = messages.length): Answer<InboxMessagesQuery> => ({
  contactMessages: {
    __typename: "ContactMessageConnection",
    totalCount,
    pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: messages.length ? `c-${messages[messages.length - 1].id}` : null },
    edges: messages.map((m) => ({ __typename: "ContactMessageEdge", cursor: `c-${m.id}`, node: row(m) })),
  },
});

const openList = (messages: Message[], uses = 1) => mockOperation(InboxMessagesDocument, { status: "OPEN", first: INBOX_PAGE_SIZE }, list(messages), { uses });

const INBOX = { path: "/dashboard/inbox", routePath: "/dashboard/inbox/:id?" };

beforeEach(() => toaster.remove());

describe("InboxPage", () => {
  it("lists the open messages newest first with who wrote them, when, and their first line", async () => {
    renderPage(<InboxPage />, { ...INBOX, mocks: [openList([ada, bo])] });
    const messages = await screen.findByRole("list", { name: "Open messages" });
    const items = within(messages).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Ada Rider");
    expect(items[0]).toHaveTextContent("ada@example.com");
    expect(items[0]).toHaveTextContent("Nov 27, 2026");
    expect(items[0]).toHaveTextContent("Do the EBC pads fit a 2019 MT-07?");
    expect(items[0]).not.toHaveTextContent("in the rain");
    expect(items[1]).toHaveTextContent("Bo Wrench");
    expect(screen.getByText("2 open messages")).toBeInTheDocument();
    expect(screen.getByText("Choose a message to read it and reply.")).toBeInTheDocument();
  });

  it("opens a message from the list: the whole text, the earlier replies, the focus on it", async () => {
    const user = userEvent.setup();
    const { router } = renderPage(<InboxPage />, { ...INBOX, mocks: [openList([ada, bo]), mockOperation(InboxMessageDocument, { id: "m-1" }, { contactMessage: bo })] });
    await user.click(await screen.findByRole("link", { name: /Bo Wrench/ }));
    expect(router.state.location.pathname).toBe("/dashboard/inbox/m-1");
    const heading = await screen.findByRole("heading", { name: "Message from Bo Wrench" });
    await waitFor(() => expect(heading).toHaveFocus());
    const region = screen.getByRole("region", { name: "Message from Bo Wrench" });
    expect(within(region).getByLabelText("Their message")).toHaveTextContent("Where is my order?");
    expect(within(region).getByText("It ships tomorrow.")).toBeInTheDocument();
    expect(within(region).getByText(/^admin@motoparts\.test, Nov 26, 2026/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Bo Wrench/ })).toHaveAttribute("aria-current", "page");
  });

  it("sends a reply from a message opened by the email's link, then lists what is still open", async () => {
    const user = userEvent.setup();
    const reply = { __typename: "ContactReply" as const, id: "r-2", body: "Yes, they fit.", by: "admin@motoparts.test", sentAt: "2026-11-27T13:00:00.000Z" };
    const replied = jest.fn(() => ({
      replyToContactMessage: { __typename: "ContactMessage" as const, id: "m-2", handledAt: "2026-11-27T13:00:00.000Z", handledBy: "admin@motoparts.test", replies: [reply] },
    }));
    renderPage(<InboxPage />, {
      ...INBOX,
      path: "/dashboard/inbox/m-2",
      mocks: [
        openList([ada, bo]),
        mockOperation(InboxMessageDocument, { id: "m-2" }, { contactMessage: ada }),
        mockOperation(InboxReplyDocument, { id: "m-2", body: "Yes, they fit." }, replied),
        openList([bo]),
      ],
    });
    expect(await screen.findByRole("heading", { name: "Message from Ada Rider" })).not.toHaveFocus();
    expect(screen.getByText("No reply yet.")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: /Your reply/ }), "  Yes, they fit.  ");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByText("Reply sent to ada@example.com.")).toBeInTheDocument();
    expect(replied).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Yes, they fit.")).toBeInTheDocument();
    expect(screen.getByText(/^Handled .* by admin@motoparts\.test$/)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Your reply/ })).toHaveValue("");
    expect(await screen.findByText("1 open message")).toBeInTheDocument();
  });

  it("asks for a reply's text before sending it, and shows the server's refusal", async () => {
    const user = userEvent.setup();
    renderPage(<InboxPage />, {
      ...INBOX,
      path: "/dashboard/inbox/m-2",
      mocks: [
        openList([ada]),
        mockOperation(InboxMessageDocument, { id: "m-2" }, { contactMessage: ada }),
        mockErrors(InboxReplyDocument, { id: "m-2", body: "Hello" }, [{ message: "The mail server is down.", extensions: { code: "INTERNAL_SERVER_ERROR" } }]),
      ],
    });
    const field = await screen.findByRole("textbox", { name: /Your reply/ });
    await user.type(field, "   ");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByText("Write your reply first.")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    await user.clear(field);
    await user.type(field, "Hello");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We could not send the reply.");
    expect(alert).toHaveTextContent("The mail server is down.");
  });

  it("marks a message handled, then reopens it", async () => {
    const user = userEvent.setup();
    const marked = jest.fn(({ handled }: { handled: boolean }) => ({
      markContactMessageHandled: {
        __typename: "ContactMessage" as const,
        id: "m-1",
        handledAt: handled ? "2026-11-27T14:00:00.000Z" : null,
        handledBy: handled ? "admin@motoparts.test" : null,
      },
    }));
    renderPage(<InboxPage />, {
      ...INBOX,
      path: "/dashboard/inbox/m-1",
      mocks: [
        openList([ada, bo]),
        mockOperation(InboxMessageDocument, { id: "m-1" }, { contactMessage: bo }),
        mockOperation(InboxMarkHandledDocument, { id: "m-1", handled: true }, marked),
        openList([ada]),
        mockOperation(InboxMarkHandledDocument, { id: "m-1", handled: false }, marked),
        openList([ada, bo]),
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Mark handled" }));
    expect(await screen.findByText("Marked Bo Wrench's message handled.")).toBeInTheDocument();
    expect(marked).toHaveBeenCalledWith({ id: "m-1", handled: true });
    expect(await screen.findByText("1 open message")).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Reopen" }));
    expect(await screen.findByText("Reopened Bo Wrench's message.")).toBeInTheDocument();
    expect(await screen.findByText("2 open messages")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark handled" })).toBeInTheDocument();
  });

  it("shows the handled messages when asked, and says when there are none open", async () => {
    const user = userEvent.setup();
    const handled = { ...bo, handledAt: "2026-11-26T13:00:00.000Z", handledBy: "admin@motoparts.test" };
    const { router } = renderPage(<InboxPage />, {
      ...INBOX,
      mocks: [openList([]), mockOperation(InboxMessagesDocument, { status: "HANDLED", first: INBOX_PAGE_SIZE }, list([handled]))],
    });
    expect(await screen.findByText("No open messages.")).toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: "Show" }), "Handled");
    const messages = await screen.findByRole("list", { name: "Handled messages" });
    expect(within(messages).getByRole("link", { name: /Bo Wrench/ })).toHaveAttribute("href", "/dashboard/inbox/m-1?show=handled");
    expect(router.state.location.search).toBe("?show=handled");
  });

  it("says when the messages cannot be loaded, and when a linked message does not exist", async () => {
    renderPage(<InboxPage />, {
      ...INBOX,
      path: "/dashboard/inbox/m-9",
      mocks: [
        mockNetworkError(InboxMessagesDocument, { status: "OPEN", first: INBOX_PAGE_SIZE }, new Error("offline")),
        mockErrors(InboxMessageDocument, { id: "m-9" }, [new GraphQLError("No contact message has this id.", { extensions: { code: "NOT_FOUND" } })]),
      ],
    });
    expect(await screen.findByText("We could not load the messages.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(await screen.findByText("No such message")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the inbox" })).toHaveAttribute("href", "/dashboard/inbox");
  });
});
