import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import type { ReturnsAdminFitmentReportQuery, ReturnsAdminListQuery, ReturnStatus } from "../../gql/graphql";
import { toaster } from "../../lib/toaster";
import { adminUser } from "../../test/admin";
import { mockErrors, mockOperation, type Answer, type OperationMock } from "../../test/mocks";
import { fakeSession, renderPage } from "../../test/render";
import {
  RETURNS_PAGE_SIZE,
  ReturnsAdminApproveDocument,
  ReturnsAdminFitmentReportDocument,
  ReturnsAdminListDocument,
  ReturnsAdminReceiveDocument,
  ReturnsAdminRejectDocument,
  ReturnsAdminReturnDocument,
} from "./operations";
import ReturnsPage from "./ReturnsPage";

type Node = Answer<ReturnsAdminListQuery>["returns"]["edges"][number]["node"];
type FitmentRow = Answer<ReturnsAdminFitmentReportQuery>["returnFitmentReport"][number];

const line = (n: number, name: string, partNumber: string | null, quantity: number, bought = quantity) => ({
  __typename: "ReturnLine" as const,
  id: `3a1c0000-0000-4000-8000-00000000000${n}`,
  quantity,
  receivedQuantity: null,
  restocked: null,
  orderLine: { __typename: "OrderLine" as const, id: `4b2d0000-0000-4000-8000-00000000000${n}`, name, partNumber, quantity: bought },
});

/** A requested return of two brake-pad sets that did not fit the buyer's bike, with the buyer's note. */
const doesNotFit: Node = {
  __typename: "Return",
  id: "5c3e0000-0000-4000-8000-000000000001",
  number: "RMA-1001",
  status: "REQUESTED",
  orderNumber: "MP-100123",
  email: "rider@motoparts.test",
  order: { __typename: "Order", id: "6d4f0000-0000-4000-8000-000000000001" },
  reason: "DOES_NOT_FIT",
  note: "The pads are too wide for the caliper.\nStill in their box.",
  vehicle: { __typename: "Vehicle", id: "7e500000-0000-4000-8000-000000000001", name: "2019 Yamaha MT-07 ABS" },
  rejectReason: null,
  returnShipping: "You pay for the parcel back; the shipping you paid is not refunded.",
  createdAt: "2026-12-02T12:00:00.000Z",
  lines: [line(1, "Sintered brake pads", "FA196HH", 2, 3)],
  refund: null,
  exchange: false,
  exchangeOrder: null,
  nextActions: ["APPROVE", "REJECT"],
};

/** An approved return of two lines: a wrong chain (2 units) and its sprocket (1). */
const wrongPart: Node = {
  __typename: "Return",
  id: "5c3e0000-0000-4000-8000-000000000002",
  number: "RMA-1002",
  status: "APPROVED",
  orderNumber: "MP-100124",
  email: "sam@motoparts.test",
  order: { __typename: "Order", id: "6d4f0000-0000-4000-8000-000000000002" },
  reason: "WRONG_PART",
  note: null,
  vehicle: null,
  rejectReason: null,
  returnShipping: "We pay for the parcel back and refund the shipping you paid for these parts.",
  createdAt: "2026-12-01T12:00:00.000Z",
  lines: [line(2, "O-ring chain 520", "520VX3-120", 2), line(3, "Rear sprocket 42T", null, 1)],
  refund: null,
  exchange: false,
  exchangeOrder: null,
  nextActions: ["RECEIVE"],
};

/** A refunded return: one of its two units came back fit to sell again. */
const refunded: Node = {
  ...wrongPart,
  id: "5c3e0000-0000-4000-8000-000000000003",
  number: "RMA-1003",
  status: "REFUNDED",
  reason: "DAMAGED",
  lines: [{ ...line(4, "Brake lever", "BL-9", 2), receivedQuantity: 2, restocked: 1 }],
  refund: { __typename: "Refund", id: "8f600000-0000-4000-8000-000000000001", status: "succeeded", amountMoney: { __typename: "Money", formatted: "€59.98" } },
  nextActions: [],
};

/** An approved exchange: a faulty regulator to be sent again rather than refunded. */
const faultyExchange: Node = {
  ...wrongPart,
  id: "5c3e0000-0000-4000-8000-000000000004",
  number: "RMA-1004",
  reason: "FAULTY",
  exchange: true,
  lines: [line(5, "Regulator rectifier", "RR-12", 1)],
};

const connection = (nodes: Node[], { totalCount = nodes.length, hasNextPage = false } = {}) => ({
  __typename: "ReturnConnection" as const,
  totalCount,
  edges: nodes.map((node) => ({ __typename: "ReturnEdge" as const, cursor: `c-${node.id}`, node })),
  pageInfo: { __typename: "PageInfo" as const, hasNextPage, endCursor: nodes.length ? `c-${nodes[nodes.length - 1]!.id}` : null },
});

/** The list's answer for one filter (null: All), counted by a jest.fn. */
const listMock = (nodes: Node[], status: ReturnStatus | null = "REQUESTED", respond = jest.fn(() => ({ returns: connection(nodes) }))) =>
  mockOperation(ReturnsAdminListDocument, status ? { status, first: RETURNS_PAGE_SIZE } : { first: RETURNS_PAGE_SIZE }, respond);

const fitmentMock = (rows: FitmentRow[] = []) => mockOperation(ReturnsAdminFitmentReportDocument, {}, { returnFitmentReport: rows });

function renderReturns(mocks: OperationMock[], path = "/dashboard/returns") {
  return renderPage(<ReturnsPage />, { path, routePath: "/dashboard/returns", session: fakeSession({ user: adminUser }), mocks });
}

/** A return's card; `hidden` while a dialog hides the page from screen readers. */
const cardOf = (number: string) => screen.getByRole("heading", { level: 3, name: number, hidden: true }).closest("li")!;

describe("ReturnsPage", () => {
  beforeEach(() => toaster.remove());

  it("lists the requested returns at first, each with what it asks back and why", async () => {
    const requested = jest.fn(() => ({ returns: connection([doesNotFit]) }));
    renderReturns([listMock([doesNotFit], "REQUESTED", requested), fitmentMock()]);
    expect(screen.getByRole("heading", { level: 2, name: "Returns" })).toBeInTheDocument();
    expect(document.title).toBe("Returns | MotoParts USA");
    expect(screen.getByRole("status", { name: "Loading the returns…" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveValue("REQUESTED");

    const list = await screen.findByRole("list", { name: "Returns" });
    expect(requested).toHaveBeenCalledTimes(1);
    expect(screen.getByText("1 requested return")).toBeInTheDocument();
    const card = cardOf("RMA-1001");
    expect(card.parentElement).toBe(list);
    expect(within(card).getByText("Requested")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Order MP-100123" })).toHaveAttribute("href", "/dashboard/orders/6d4f0000-0000-4000-8000-000000000001");
    expect(card).toHaveTextContent("rider@motoparts.test");
    expect(card).toHaveTextContent("Asked Dec 2, 2026");
    expect(card).toHaveTextContent("Reason: Does not fit my bike");
    expect(card).toHaveTextContent("Bike: 2019 Yamaha MT-07 ABS");
    expect(card).toHaveTextContent("Buyer's note: The pads are too wide for the caliper. Still in their box.");
    expect(within(card).getByRole("list", { name: "Parts of RMA-1001" })).toHaveTextContent("Sintered brake pads · Part no. FA196HH · 2 of 3 units asked back");
    expect(card).not.toHaveTextContent("Refund");
    expect(card).not.toHaveTextContent("Exchange");
    expect(within(card).getAllByRole("button").map((b) => b.getAttribute("aria-label"))).toEqual(["Approve RMA-1001", "Reject RMA-1001"]);
    expect(screen.getByText("Showing 1 of 1")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("shows what came back of a received return and its refund, without actions", async () => {
    renderReturns([listMock([wrongPart, refunded], null), fitmentMock()], "/dashboard/returns?status=all");
    expect(await screen.findByText("2 returns")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveValue("ALL");
    const card = cardOf("RMA-1003");
    expect(within(card).getByText("Refunded")).toBeInTheDocument();
    expect(card).toHaveTextContent("Reason: Damaged in transit");
    expect(card).not.toHaveTextContent("Bike:");
    expect(within(card).getByRole("list", { name: "Parts of RMA-1003" })).toHaveTextContent("Brake lever · Part no. BL-9 · 2 of 2 units asked back · 2 arrived, 1 back in stock");
    expect(card).toHaveTextContent("Refund: €59.98 (refunded)");
    expect(within(card).queryByRole("button")).not.toBeInTheDocument();

    const approved = cardOf("RMA-1002");
    expect(within(approved).getAllByRole("button").map((b) => b.getAttribute("aria-label"))).toEqual(["Receive RMA-1002"]);
    // A line without a part number shows none.
    expect(within(approved).getByRole("list", { name: "Parts of RMA-1002" })).toHaveTextContent("Rear sprocket 42T · 1 of 1 unit asked back");
  });

  it("asks the server for the status chosen, and for every status under All", async () => {
    const u = userEvent.setup();
    const approved = jest.fn(() => ({ returns: connection([wrongPart]) }));
    const all = jest.fn(() => ({ returns: connection([doesNotFit, wrongPart, refunded]) }));
    const { router } = renderReturns([listMock([doesNotFit]), listMock([wrongPart], "APPROVED", approved), listMock([], null, all), fitmentMock()]);
    const filter = screen.getByRole("combobox", { name: "Status" });
    expect(within(filter).getAllByRole("option").map((o) => o.textContent)).toEqual(["All", "Requested", "Approved", "Received", "Refunded", "Exchanged", "Rejected", "Cancelled"]);
    await screen.findByRole("heading", { name: "RMA-1001" });

    await u.selectOptions(filter, "APPROVED");
    expect(await screen.findByRole("heading", { name: "RMA-1002" })).toBeInTheDocument();
    expect(approved).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("heading", { name: "RMA-1001" })).not.toBeInTheDocument();
    expect(screen.getByText("1 approved return")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?status=approved");

    await u.selectOptions(filter, "ALL");
    expect(await screen.findByRole("heading", { name: "RMA-1003" })).toBeInTheDocument();
    expect(all).toHaveBeenCalledTimes(1);
    expect(screen.getByText("3 returns")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?status=all");
  });

  it("shows more returns after the last one's cursor", async () => {
    const u = userEvent.setup();
    const next = jest.fn(() => ({ returns: connection([wrongPart], { totalCount: 2 }) }));
    renderReturns([
      listMock([doesNotFit], "REQUESTED", jest.fn(() => ({ returns: connection([doesNotFit], { totalCount: 2, hasNextPage: true }) }))),
      mockOperation(ReturnsAdminListDocument, { status: "REQUESTED", first: RETURNS_PAGE_SIZE, after: `c-${doesNotFit.id}` }, next),
      fitmentMock(),
    ]);
    expect(await screen.findByText("Showing 1 of 2")).toBeInTheDocument();
    await u.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByText("Showing 2 of 2")).toBeInTheDocument();
    expect(next).toHaveBeenCalledTimes(1);
    const list = screen.getByRole("list", { name: "Returns" });
    expect(within(list).getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["RMA-1001", "RMA-1002"]);
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("approves a return with the instructions typed, says so, and offers to receive it", async () => {
    const u = userEvent.setup();
    const approve = jest.fn(() => ({ approveReturn: { ...doesNotFit, status: "APPROVED" as const, nextActions: ["RECEIVE" as const] } }));
    renderReturns([
      listMock([doesNotFit]),
      mockOperation(ReturnsAdminApproveDocument, { id: doesNotFit.id, note: "Use the prepaid label in the box." }, approve),
      fitmentMock(),
    ]);
    await u.click(await screen.findByRole("button", { name: "Approve RMA-1001" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve RMA-1001" });
    expect(dialog).toHaveTextContent("You pay for the parcel back");
    await u.type(within(dialog).getByRole("textbox", { name: "Instructions for the buyer" }), "Use the prepaid label in the box.");
    await u.click(within(dialog).getByRole("button", { name: "Approve" }));

    expect(await screen.findByText("Approved RMA-1001: its buyer is emailed how to send the parts back.")).toHaveAttribute("role", "status");
    expect(approve).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const card = cardOf("RMA-1001");
    expect(within(card).getByText("Approved")).toBeInTheDocument();
    expect(within(card).getAllByRole("button").map((b) => b.getAttribute("aria-label"))).toEqual(["Receive RMA-1001"]);
    // The Approve button went with the approval: the focus is on the return's number.
    await waitFor(() => expect(screen.getByRole("heading", { name: "RMA-1001" })).toHaveFocus());
  });

  it("approves without instructions: the note goes as none", async () => {
    const u = userEvent.setup();
    const approve = jest.fn(() => ({ approveReturn: { ...doesNotFit, status: "APPROVED" as const, nextActions: ["RECEIVE" as const] } }));
    renderReturns([listMock([doesNotFit]), mockOperation(ReturnsAdminApproveDocument, { id: doesNotFit.id, note: null }, approve), fitmentMock()]);
    await u.click(await screen.findByRole("button", { name: "Approve RMA-1001" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve RMA-1001" });
    await u.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Approved RMA-1001: its buyer is emailed how to send the parts back.")).toBeInTheDocument();
    expect(approve).toHaveBeenCalledTimes(1);
  });

  it("rejects a return only with a reason, sends it, and shows it", async () => {
    const u = userEvent.setup();
    const reason = "Fitted and ridden: the pads are worn.";
    const reject = jest.fn(() => ({ rejectReturn: { ...doesNotFit, status: "REJECTED" as const, rejectReason: reason, nextActions: [] } }));
    renderReturns([listMock([doesNotFit]), mockOperation(ReturnsAdminRejectDocument, { id: doesNotFit.id, reason }, reject), fitmentMock()]);
    await u.click(await screen.findByRole("button", { name: "Reject RMA-1001" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject RMA-1001" });
    await u.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByText("Say why: a reason is required.")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: /Why reject it\?/ })).toHaveAttribute("aria-invalid", "true");
    expect(reject).not.toHaveBeenCalled();

    await u.type(within(dialog).getByRole("textbox", { name: /Why reject it\?/ }), reason);
    await u.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Rejected RMA-1001: its buyer is emailed why.")).toHaveAttribute("role", "status");
    expect(reject).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const card = cardOf("RMA-1001");
    expect(within(card).getByText("Rejected")).toBeInTheDocument();
    expect(card).toHaveTextContent(`Why rejected: ${reason}`);
    expect(within(card).queryByRole("button")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("heading", { name: "RMA-1001" })).toHaveFocus());
  });

  it("puts the server's refusal of a reason under its field", async () => {
    const u = userEvent.setup();
    renderReturns([
      listMock([doesNotFit]),
      mockErrors(ReturnsAdminRejectDocument, { id: doesNotFit.id, reason: "No." }, [
        new GraphQLError("A reason has at most 500 characters.", { extensions: { code: "BAD_USER_INPUT", field: "reason" } }),
      ]),
      fitmentMock(),
    ]);
    await u.click(await screen.findByRole("button", { name: "Reject RMA-1001" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject RMA-1001" });
    await u.type(within(dialog).getByRole("textbox", { name: /Why reject it\?/ }), "No.");
    await u.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByText("A reason has at most 500 characters.")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: /Why reject it\?/ })).toHaveFocus();
    expect(screen.getByRole("dialog", { name: "Reject RMA-1001" })).toBeInTheDocument();
  });

  it("receives a return with the units that arrived of each line and whether they go back on sale", async () => {
    const u = userEvent.setup();
    const [chain, sprocket] = wrongPart.lines;
    const receive = jest.fn(() => ({
      receiveReturn: {
        ...wrongPart,
        status: "RECEIVED" as const,
        nextActions: [],
        lines: [
          { ...chain!, receivedQuantity: 1, restocked: 1 },
          { ...sprocket!, receivedQuantity: 1, restocked: 0 },
        ],
        refund: { __typename: "Refund", id: "8f600000-0000-4000-8000-000000000002", status: "pending" as const, amountMoney: { __typename: "Money", formatted: "$84.50" } },
      },
    }));
    const sent = {
      id: wrongPart.id,
      lines: [
        { returnLineId: chain!.id, quantity: 1, restock: true },
        { returnLineId: sprocket!.id, quantity: 1, restock: false },
      ],
    };
    renderReturns([listMock([wrongPart], "APPROVED"), mockOperation(ReturnsAdminReceiveDocument, sent, receive), fitmentMock()], "/dashboard/returns?status=approved");
    await u.click(await screen.findByRole("button", { name: "Receive RMA-1002" }));
    const dialog = await screen.findByRole("dialog", { name: "Receive RMA-1002" });
    const chainGroup = within(dialog).getByRole("group", { name: "O-ring chain 520 (520VX3-120)" });
    const sprocketGroup = within(dialog).getByRole("group", { name: "Rear sprocket 42T" });
    expect(chainGroup).toHaveTextContent("2 units asked back.");
    // Everything asked back arrived and goes back on sale, until the admin says otherwise.
    expect(within(chainGroup).getByRole("spinbutton", { name: "Arrived" })).toHaveValue(2);
    expect(within(sprocketGroup).getByRole("spinbutton", { name: "Arrived" })).toHaveValue(1);
    expect(within(chainGroup).getByRole("checkbox", { name: "Back in stock" })).toBeChecked();
    expect(within(sprocketGroup).getByRole("checkbox", { name: "Back in stock" })).toBeChecked();

    await u.clear(within(chainGroup).getByRole("spinbutton", { name: "Arrived" }));
    await u.type(within(chainGroup).getByRole("spinbutton", { name: "Arrived" }), "1");
    await u.click(within(sprocketGroup).getByRole("checkbox", { name: "Back in stock" }));
    expect(within(sprocketGroup).getByRole("checkbox", { name: "Back in stock" })).not.toBeChecked();
    await u.click(within(dialog).getByRole("button", { name: "Record and refund" }));

    expect(await screen.findByText("Received RMA-1002: 2 units back, refunded through the order's refunds.")).toHaveAttribute("role", "status");
    expect(receive).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const card = cardOf("RMA-1002");
    expect(within(card).getByText("Received")).toBeInTheDocument();
    const parts = within(card).getByRole("list", { name: "Parts of RMA-1002" });
    expect(parts).toHaveTextContent("1 arrived, 1 back in stock");
    expect(parts).toHaveTextContent("1 arrived, 0 back in stock");
    expect(card).toHaveTextContent("Refund: $84.50 (being processed)");
    await waitFor(() => expect(screen.getByRole("heading", { name: "RMA-1002" })).toHaveFocus());
  });

  it("checks what arrived before sending: at most what was asked back, and one unit at least", async () => {
    const u = userEvent.setup();
    const receive = jest.fn(() => ({ receiveReturn: { ...wrongPart, status: "RECEIVED" as const, nextActions: [] } }));
    renderReturns([listMock([wrongPart], "APPROVED"), mockOperation(ReturnsAdminReceiveDocument, () => true, receive), fitmentMock()], "/dashboard/returns?status=approved");
    await u.click(await screen.findByRole("button", { name: "Receive RMA-1002" }));
    const dialog = await screen.findByRole("dialog", { name: "Receive RMA-1002" });
    const [chainArrived, sprocketArrived] = within(dialog).getAllByRole("spinbutton", { name: "Arrived" });

    await u.clear(chainArrived!);
    await u.type(chainArrived!, "3");
    await u.click(within(dialog).getByRole("button", { name: "Record and refund" }));
    expect(await within(dialog).findByText("Arrived is from 0 to 2: the units asked back.")).toBeInTheDocument();
    expect(chainArrived).toHaveAttribute("aria-invalid", "true");

    await u.clear(chainArrived!);
    await u.type(chainArrived!, "0");
    await u.clear(sprocketArrived!);
    await u.type(sprocketArrived!, "0");
    await u.click(within(dialog).getByRole("button", { name: "Record and refund" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Record at least one unit that arrived.");
    expect(receive).not.toHaveBeenCalled();
  });

  it("puts the server's refusal of a line under that line's field", async () => {
    const u = userEvent.setup();
    const [chain, sprocket] = wrongPart.lines;
    renderReturns(
      [
        listMock([wrongPart], "APPROVED"),
        mockErrors(
          ReturnsAdminReceiveDocument,
          {
            id: wrongPart.id,
            lines: [
              { returnLineId: chain!.id, quantity: 2, restock: true },
              { returnLineId: sprocket!.id, quantity: 1, restock: true },
            ],
          },
          [new GraphQLError("Only 0 of this line were asked back.", { extensions: { code: "BAD_USER_INPUT", field: "lines.1.quantity" } })],
        ),
        fitmentMock(),
      ],
      "/dashboard/returns?status=approved",
    );
    await u.click(await screen.findByRole("button", { name: "Receive RMA-1002" }));
    const dialog = await screen.findByRole("dialog", { name: "Receive RMA-1002" });
    await u.click(within(dialog).getByRole("button", { name: "Record and refund" }));
    const sprocketGroup = within(dialog).getByRole("group", { name: "Rear sprocket 42T" });
    expect(await within(sprocketGroup).findByText("Only 0 of this line were asked back.")).toBeInTheDocument();
    expect(within(sprocketGroup).getByRole("spinbutton", { name: "Arrived" })).toHaveFocus();
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows a conflict (received meanwhile by another admin) and asks the server where the return stands", async () => {
    const u = userEvent.setup();
    const [chain, sprocket] = wrongPart.lines;
    const receivedElsewhere: Node = {
      ...wrongPart,
      status: "RECEIVED",
      nextActions: [],
      lines: [
        { ...chain!, receivedQuantity: 2, restocked: 2 },
        { ...sprocket!, receivedQuantity: 1, restocked: 1 },
      ],
    };
    const refetched = jest.fn(() => ({ returnRequest: receivedElsewhere }));
    renderReturns(
      [
        listMock([wrongPart], "APPROVED"),
        mockErrors(ReturnsAdminReceiveDocument, () => true, [
          new GraphQLError("A return that is received cannot become received.", { extensions: { code: "CONFLICT", reason: "RETURN_STATE" } }),
        ]),
        mockOperation(ReturnsAdminReturnDocument, { id: wrongPart.id }, refetched),
        fitmentMock(),
      ],
      "/dashboard/returns?status=approved",
    );
    await u.click(await screen.findByRole("button", { name: "Receive RMA-1002" }));
    const dialog = await screen.findByRole("dialog", { name: "Receive RMA-1002" });
    await u.click(within(dialog).getByRole("button", { name: "Record and refund" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent("A return that is received cannot become received.");
    await waitFor(() => expect(refetched).toHaveBeenCalledTimes(1));
    // The return as it stands now, behind the dialog: received, nothing left to do with it.
    await waitFor(() => expect(within(cardOf("RMA-1002")).getByText("Received")).toBeInTheDocument());
    expect(within(dialog).getByRole("button", { name: "Record and refund" })).toBeDisabled();
    expect(within(cardOf("RMA-1002")).getByRole("list", { name: "Parts of RMA-1002", hidden: true })).toHaveTextContent("2 arrived, 2 back in stock");

    await u.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(within(cardOf("RMA-1002")).queryByRole("button")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("heading", { name: "RMA-1002" })).toHaveFocus());
  });

  it("says when no return has the status chosen, or none at all", async () => {
    const u = userEvent.setup();
    renderReturns([listMock([]), listMock([], null), fitmentMock()]);
    expect(await screen.findByText("No requested returns.")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Returns" })).not.toBeInTheDocument();
    expect(screen.getByText("0 requested returns")).toBeInTheDocument();
    await u.selectOptions(screen.getByRole("combobox", { name: "Status" }), "ALL");
    expect(await screen.findByText("No returns yet. Buyers' requests to send parts back will show here.")).toBeInTheDocument();
  });

  it("says when the returns cannot be loaded, and tries again", async () => {
    const u = userEvent.setup();
    renderReturns([
      mockErrors(ReturnsAdminListDocument, { status: "REQUESTED", first: RETURNS_PAGE_SIZE }, [
        new GraphQLError("The shop's database is busy.", { extensions: { code: "INTERNAL_SERVER_ERROR" } }),
      ]),
      listMock([doesNotFit]),
      fitmentMock(),
    ]);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We could not load the returns.");
    expect(alert).toHaveTextContent("The shop's database is busy.");
    expect(screen.queryByRole("list", { name: "Returns" })).not.toBeInTheDocument();
    await u.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "RMA-1001" })).toBeInTheDocument();
  });

  describe("exchange", () => {
    const [regulator] = faultyExchange.lines;
    const arrived = [{ returnLineId: regulator!.id, quantity: 1, restock: true }];
    const path = "/dashboard/returns?status=approved";

    it("sends the units that arrived again, and links the replacement order", async () => {
      const u = userEvent.setup();
      const replacement = { __typename: "Order" as const, id: "6d4f0000-0000-4000-8000-000000000009", number: "MP-100200" };
      const receive = jest.fn(() => ({
        receiveReturn: {
          ...faultyExchange,
          status: "EXCHANGED" as const,
          nextActions: [],
          lines: [{ ...regulator!, receivedQuantity: 1, restocked: 1 }],
          exchangeOrder: replacement,
        },
      }));
      renderReturns([listMock([faultyExchange], "APPROVED"), mockOperation(ReturnsAdminReceiveDocument, { id: faultyExchange.id, lines: arrived, refundInstead: false }, receive), fitmentMock()], path);
      expect(await screen.findByRole("heading", { name: "RMA-1004" })).toBeInTheDocument();
      expect(cardOf("RMA-1004")).toHaveTextContent("Exchange: the buyer asked for the same parts again instead of a refund.");
      await u.click(screen.getByRole("button", { name: "Receive RMA-1004" }));
      const dialog = await screen.findByRole("dialog", { name: "Receive RMA-1004" });
      expect(dialog).toHaveTextContent("go out again as a zero-price order");
      expect(within(dialog).getByRole("checkbox", { name: "Refund them instead" })).not.toBeChecked();
      await u.click(within(dialog).getByRole("button", { name: "Record and send again" }));

      expect(await screen.findByText("Received RMA-1004: 1 unit back, sent again as order MP-100200.")).toHaveAttribute("role", "status");
      expect(receive).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      const card = cardOf("RMA-1004");
      expect(within(card).getByText("Exchanged")).toBeInTheDocument();
      expect(within(card).getByRole("link", { name: "Order MP-100200" })).toHaveAttribute("href", `/dashboard/orders/${replacement.id}`);
    });

    it("refunds it instead when the replacements are out of stock", async () => {
      const u = userEvent.setup();
      const stillApproved = jest.fn(() => ({ returnRequest: faultyExchange }));
      const refund = jest.fn(() => ({
        receiveReturn: {
          ...faultyExchange,
          status: "RECEIVED" as const,
          nextActions: [],
          lines: [{ ...regulator!, receivedQuantity: 1, restocked: 1 }],
          refund: { __typename: "Refund", id: "8f600000-0000-4000-8000-000000000003", status: "pending" as const, amountMoney: { __typename: "Money", formatted: "$129.00" } },
        },
      }));
      renderReturns(
        [
          listMock([faultyExchange], "APPROVED"),
          mockErrors(ReturnsAdminReceiveDocument, { id: faultyExchange.id, lines: arrived, refundInstead: false }, [
            new GraphQLError("Not enough Regulator rectifier in stock to send a replacement: refund the return instead.", {
              extensions: { code: "CONFLICT", reason: "OUT_OF_STOCK" },
            }),
          ]),
          mockOperation(ReturnsAdminReturnDocument, { id: faultyExchange.id }, stillApproved),
          mockOperation(ReturnsAdminReceiveDocument, { id: faultyExchange.id, lines: arrived, refundInstead: true }, refund),
          fitmentMock(),
        ],
        path,
      );
      await u.click(await screen.findByRole("button", { name: "Receive RMA-1004" }));
      const dialog = await screen.findByRole("dialog", { name: "Receive RMA-1004" });
      await u.click(within(dialog).getByRole("button", { name: "Record and send again" }));
      expect(await within(dialog).findByRole("alert")).toHaveTextContent("Not enough Regulator rectifier in stock to send a replacement: refund the return instead.");
      await waitFor(() => expect(stillApproved).toHaveBeenCalledTimes(1));

      await u.click(within(dialog).getByRole("checkbox", { name: "Refund them instead" }));
      await u.click(within(dialog).getByRole("button", { name: "Record and refund" }));
      expect(await screen.findByText("Received RMA-1004: 1 unit back, refunded through the order's refunds.")).toBeInTheDocument();
      expect(refund).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      expect(cardOf("RMA-1004")).toHaveTextContent("Refund: $129.00 (being processed)");
    });
  });

  describe("fitment report", () => {
    const vehicle = { __typename: "Vehicle" as const, id: "7e500000-0000-4000-8000-000000000001", name: "2019 Yamaha MT-07 ABS" };

    it("lists the parts returned more than once as not fitting the same bike", async () => {
      renderReturns([
        listMock([]),
        fitmentMock([
          {
            __typename: "FitmentReturnRow",
            part: { __typename: "Part", id: "part-1", name: "Sintered brake pads", partNumber: "FA196HH" },
            vehicle,
            returns: 3,
            lastReturnedAt: "2026-12-02T12:00:00.000Z",
          },
          { __typename: "FitmentReturnRow", part: null, vehicle: { ...vehicle, id: "7e500000-0000-4000-8000-000000000002", name: "2021 Honda CB500X" }, returns: 2, lastReturnedAt: "2026-11-20T12:00:00.000Z" },
        ]),
      ]);
      const section = screen.getByRole("region", { name: "Fitment report" });
      const table = await within(section).findByRole("table", { name: "Parts returned as not fitting" });
      const rows = within(table).getAllByRole("row").slice(1);
      expect(rows).toHaveLength(2);
      expect(within(rows[0]!).getByRole("link", { name: "Sintered brake pads" })).toHaveAttribute("href", "/product/part-1");
      expect(rows[0]).toHaveTextContent("Part no. FA196HH");
      expect(rows[0]).toHaveTextContent("2019 Yamaha MT-07 ABS");
      expect(rows[0]).toHaveTextContent("3 returns");
      expect(rows[0]).toHaveTextContent("Dec 2, 2026");
      // A part deleted since is named so, without a link.
      expect(rows[1]).toHaveTextContent("A part no longer in the catalogue");
      expect(within(rows[1]!).queryByRole("link")).not.toBeInTheDocument();
      expect(rows[1]).toHaveTextContent("2021 Honda CB500X");
      expect(rows[1]).toHaveTextContent("2 returns");
    });

    it("says when no part came back twice for the same bike", async () => {
      renderReturns([listMock([doesNotFit]), fitmentMock([])]);
      const section = screen.getByRole("region", { name: "Fitment report" });
      expect(await within(section).findByText("No part came back twice as not fitting the same bike.")).toBeInTheDocument();
      expect(within(section).queryByRole("table")).not.toBeInTheDocument();
    });

    it("says when the report cannot be loaded, and leaves the returns usable", async () => {
      renderReturns([
        listMock([doesNotFit]),
        mockErrors(ReturnsAdminFitmentReportDocument, {}, [new GraphQLError("The report timed out.", { extensions: { code: "INTERNAL_SERVER_ERROR" } })]),
      ]);
      const section = screen.getByRole("region", { name: "Fitment report" });
      const alert = await within(section).findByRole("alert");
      expect(alert).toHaveTextContent("We could not load the fitment report.");
      expect(alert).toHaveTextContent("The report timed out.");
      expect(await screen.findByRole("button", { name: "Approve RMA-1001" })).toBeInTheDocument();
    });
  });
});
