import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toaster } from "../../lib/toaster";
import { renderPage } from "../../test/render";
import { mockErrors, mockOperation, type Answer, type OperationMock } from "../../test/mocks";
import type { RequestReturnPageQuery, RequestReturnSubmitMutation } from "../../gql/graphql";
import RequestReturnPage, { RequestReturnDocument, RequestReturnPageDocument } from "./RequestReturnPage";

type Order = Answer<RequestReturnPageQuery>["order"];

const ID = "0c7a1f52-6a1c-4f0e-8d43-5d0b8e9f1001";
const PADS = "0c7a1f52-6a1c-4f0e-8d43-5d0b8e9f3001";
const COIL = "0c7a1f52-6a1c-4f0e-8d43-5d0b8e9f3002";
const CHAIN = "0c7a1f52-6a1c-4f0e-8d43-5d0b8e9f3003";

/**
 * A delivered order within its window: two brake pad sets, an ignition coil (electrical: not returnable
 * once fitted), and a chain kit already refunded.
 */
const order = (over: Partial<Order> = {}): Order => ({
  __typename: "Order",
  id: ID,
  number: "MP-100123",
  returnable: true,
  returnDeadline: "2026-12-17T10:00:00.000Z",
  lines: [
    { __typename: "OrderLine", id: PADS, name: "Brake pads", partNumber: "FA196HH", quantity: 2, returnableQuantity: 2, part: { __typename: "Part", id: "p1", returnable: true } },
    { __typename: "OrderLine", id: COIL, name: "Ignition coil", partNumber: "IC-22", quantity: 1, returnableQuantity: 1, part: { __typename: "Part", id: "p2", returnable: false } },
    { __typename: "OrderLine", id: CHAIN, name: "Chain kit", partNumber: null, quantity: 1, returnableQuantity: 0, part: { __typename: "Part", id: "p3", returnable: true } },
  ],
  ...over,
});

/** The server's answer to a return of `quantity` brake pads: the return, and the order with it. */
const requested = (quantity: number): Answer<RequestReturnSubmitMutation> => ({
  requestReturn: {
    __typename: "Return",
    id: "0c7a1f52-6a1c-4f0e-8d43-5d0b8e9f2001",
    number: "RMA-1001",
    order: {
      __typename: "Order",
      id: ID,
      returnable: true,
      returnDeadline: "2026-12-17T10:00:00.000Z",
      lines: [
        { __typename: "OrderLine", id: PADS, returnableQuantity: 2 - quantity },
        { __typename: "OrderLine", id: COIL, returnableQuantity: 1 },
        { __typename: "OrderLine", id: CHAIN, returnableQuantity: 0 },
      ],
      returns: [
        {
          __typename: "Return",
          id: "0c7a1f52-6a1c-4f0e-8d43-5d0b8e9f2001",
          number: "RMA-1001",
          status: "REQUESTED",
          reason: "CHANGED_MIND",
          note: "Bought one set too many.",
          deadline: "2026-12-17T10:00:00.000Z",
          rejectReason: null,
          returnShipping: "You pay for the parcel back; the shipping you paid is not refunded.",
          createdAt: "2026-11-28T09:00:00.000Z",
          nextActions: ["CANCEL"],
          exchange: false,
          exchangeOrder: null,
          lines: [
            {
              __typename: "ReturnLine",
              id: "rl1",
              quantity,
              receivedQuantity: null,
              restocked: null,
              orderLine: { __typename: "OrderLine", id: PADS, name: "Brake pads", partNumber: "FA196HH", quantity: 2 },
            },
          ],
          refund: null,
          events: [{ __typename: "ReturnEvent", from: null, to: "REQUESTED", actor: "buyer", note: "Bought one set too many.", at: "2026-11-28T09:00:00.000Z" }],
        },
      ],
    },
  },
});

const renderForm = (answer: Order, more: OperationMock[] = []) =>
  renderPage(<RequestReturnPage />, {
    path: `/dashboard/orders/${ID}/return`,
    routePath: "/dashboard/orders/:id/return",
    routes: [{ path: "/dashboard/orders/:id", element: <p>order page</p> }],
    mocks: [mockOperation(RequestReturnPageDocument, { id: ID }, { order: answer }), ...more],
  });

const lineOf = (name: string) => screen.getByRole("listitem", { name });

describe("RequestReturnPage", () => {
  beforeEach(() => toaster.remove());

  it("shows each line's choice: the parts left to return, the one not returnable once fitted, and the one returned already", async () => {
    renderForm(order());
    expect(await screen.findByRole("heading", { name: "Return parts" })).toBeInTheDocument();
    expect(screen.getByText("Order MP-100123. You can return parts until December 17, 2026.")).toBeInTheDocument();
    expect(within(lineOf("Brake pads")).getByRole("checkbox", { name: "Return this part (Brake pads)" })).toBeEnabled();
    expect(within(lineOf("Brake pads")).queryByText(/Cannot be returned once fitted/)).not.toBeInTheDocument();
    expect(within(lineOf("Ignition coil")).getByText("Cannot be returned once fitted, unless wrong, damaged or faulty")).toBeInTheDocument();
    expect(within(lineOf("Chain kit")).getByRole("checkbox", { name: "Return this part (Chain kit)" })).toBeDisabled();
    expect(within(lineOf("Chain kit")).getByText("Returned or refunded already, or in a return under way.")).toBeInTheDocument();
    // The six reasons, by their labels.
    const reason = screen.getByRole("combobox", { name: /Why are you returning them/ });
    expect(within(reason).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Choose a reason",
      "Does not fit my bike",
      "Wrong part sent",
      "Damaged in transit",
      "Faulty",
      "Changed my mind",
      "Other",
    ]);
  });

  it("asks for the return of the parts chosen, how many, why and the note, then shows the order", async () => {
    const user = userEvent.setup();
    const submit = jest.fn(() => requested(1));
    renderForm(order(), [
      mockOperation(
        RequestReturnDocument,
        { input: { orderId: ID, lines: [{ orderLineId: PADS, quantity: 1 }], reason: "CHANGED_MIND", note: "Bought one set too many." } },
        submit,
      ),
    ]);
    await user.click(await screen.findByRole("checkbox", { name: "Return this part (Brake pads)" }));
    const quantity = within(lineOf("Brake pads")).getByRole("combobox", { name: "How many of Brake pads" });
    expect(within(quantity).getAllByRole("option").map((o) => o.textContent)).toEqual(["1", "2"]);
    await user.selectOptions(quantity, "1");
    const reason = screen.getByRole("combobox", { name: /Why are you returning them/ });
    await user.selectOptions(reason, "WRONG_PART");
    expect(reason).toHaveAccessibleDescription(/We pay for the parcel back/);
    await user.selectOptions(reason, "CHANGED_MIND");
    expect(reason).toHaveAccessibleDescription("You pay for the parcel back; the shipping you paid is not refunded.");
    await user.type(screen.getByRole("textbox", { name: "Anything we should know?" }), "Bought one set too many.");
    await user.click(screen.getByRole("button", { name: "Ask for a return" }));

    expect(await screen.findByText("order page")).toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("Return RMA-1001 requested")).toBeInTheDocument();
  });

  it("checks the form before sending it: a part, a reason, and none not returnable for that reason", async () => {
    const user = userEvent.setup();
    renderForm(order());
    await user.click(await screen.findByRole("button", { name: "Ask for a return" }));
    expect(await screen.findByText("Choose at least one part to return.")).toBeInTheDocument();
    expect(screen.getByText("Choose why you are returning the parts.")).toBeInTheDocument();

    await user.click(screen.getByRole("checkbox", { name: "Return this part (Ignition coil)" }));
    // A part chosen: the list's error goes at once, before the form is sent again.
    await waitFor(() => expect(screen.queryByText("Choose at least one part to return.")).not.toBeInTheDocument());
    await user.selectOptions(screen.getByRole("combobox", { name: /Why are you returning them/ }), "CHANGED_MIND");
    await user.click(screen.getByRole("button", { name: "Ask for a return" }));
    expect(await within(lineOf("Ignition coil")).findByText("This part cannot be returned for this reason: only when it was wrong, damaged or faulty.")).toBeInTheDocument();
    expect(screen.queryByText("Choose at least one part to return.")).not.toBeInTheDocument();
    // Nothing was sent: no mock answers requestReturn, so a request would show the alert.
    expect(screen.queryByRole("alert", { name: /We could not ask for this return/ })).not.toBeInTheDocument();
    expect(screen.queryByText("We could not ask for this return")).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a line's quantity at that line, by its place in the request", async () => {
    const user = userEvent.setup();
    const message = "Only 0 of Ignition coil can still be returned (1 bought, 1 returned or refunded already).";
    renderForm(order(), [
      mockErrors(RequestReturnDocument, { input: { orderId: ID, lines: [{ orderLineId: COIL, quantity: 1 }], reason: "FAULTY", note: null, exchange: false } }, [
        { message, extensions: { code: "BAD_USER_INPUT", field: "input.lines.0.quantity", fields: [{ field: "input.lines.0.quantity", message }] } },
      ]),
    ]);
    // The coil is the form's second line but the request's first (input.lines.0).
    await user.click(await screen.findByRole("checkbox", { name: "Return this part (Ignition coil)" }));
    await user.selectOptions(screen.getByRole("combobox", { name: /Why are you returning them/ }), "FAULTY");
    await user.click(screen.getByRole("button", { name: "Ask for a return" }));

    expect(await within(lineOf("Ignition coil")).findByText(message)).toBeInTheDocument();
    expect(within(lineOf("Ignition coil")).getByRole("combobox", { name: "How many of Ignition coil" })).toHaveAttribute("aria-invalid", "true");
    expect(within(lineOf("Brake pads")).queryByText(message)).not.toBeInTheDocument();
    expect(screen.queryByText("We could not ask for this return")).not.toBeInTheDocument();
    expect(screen.queryByText("order page")).not.toBeInTheDocument();
  });

  it("shows a CONFLICT (the window closed meanwhile) as an alert above the form", async () => {
    const user = userEvent.setup();
    const message = "The 14-day return window of this order closed on December 17, 2026.";
    renderForm(order(), [
      mockErrors(RequestReturnDocument, { input: { orderId: ID, lines: [{ orderLineId: PADS, quantity: 2 }], reason: "DOES_NOT_FIT", note: null } }, [
        { message, extensions: { code: "CONFLICT", reason: "RETURN_WINDOW_CLOSED" } },
      ]),
    ]);
    await user.click(await screen.findByRole("checkbox", { name: "Return this part (Brake pads)" }));
    await user.selectOptions(screen.getByRole("combobox", { name: /Why are you returning them/ }), "DOES_NOT_FIT");
    await user.click(screen.getByRole("button", { name: "Ask for a return" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We could not ask for this return");
    expect(alert).toHaveTextContent(message);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.queryByText("order page")).not.toBeInTheDocument();
  });

  describe("exchange", () => {
    const EXCHANGE = "Send me the same part again instead of a refund";

    it("offers the same part again only for a damaged or faulty part, and takes the choice back for another reason", async () => {
      const user = userEvent.setup();
      renderForm(order());
      const reason = await screen.findByRole("combobox", { name: /Why are you returning them/ });
      expect(screen.queryByRole("checkbox", { name: EXCHANGE })).not.toBeInTheDocument();
      for (const other of ["DOES_NOT_FIT", "WRONG_PART", "CHANGED_MIND", "OTHER"]) {
        await user.selectOptions(reason, other);
        expect(screen.queryByRole("checkbox", { name: EXCHANGE })).not.toBeInTheDocument();
      }

      await user.selectOptions(reason, "DAMAGED");
      const exchange = screen.getByRole("checkbox", { name: EXCHANGE });
      expect(exchange).not.toBeChecked();
      // By the keyboard: Space on the focused box ticks it.
      exchange.focus();
      await user.keyboard(" ");
      expect(exchange).toBeChecked();
      // Damaged to faulty: both replaced, so the choice stays.
      await user.selectOptions(reason, "FAULTY");
      expect(screen.getByRole("checkbox", { name: EXCHANGE })).toBeChecked();

      // Another reason hides it, and coming back finds it unticked.
      await user.selectOptions(reason, "CHANGED_MIND");
      expect(screen.queryByRole("checkbox", { name: EXCHANGE })).not.toBeInTheDocument();
      await user.selectOptions(reason, "FAULTY");
      expect(screen.getByRole("checkbox", { name: EXCHANGE })).not.toBeChecked();
    });

    it("asks for the same part again when the box is ticked", async () => {
      const user = userEvent.setup();
      const submit = jest.fn(() => requested(1));
      renderForm(order(), [
        mockOperation(RequestReturnDocument, { input: { orderId: ID, lines: [{ orderLineId: PADS, quantity: 2 }], reason: "DAMAGED", note: null, exchange: true } }, submit),
      ]);
      await user.click(await screen.findByRole("checkbox", { name: "Return this part (Brake pads)" }));
      await user.selectOptions(screen.getByRole("combobox", { name: /Why are you returning them/ }), "DAMAGED");
      await user.click(screen.getByRole("checkbox", { name: EXCHANGE }));
      await user.click(screen.getByRole("button", { name: "Ask for a return" }));

      expect(await screen.findByText("order page")).toBeInTheDocument();
      expect(submit).toHaveBeenCalledTimes(1);
    });

    it("does not ask for an exchange ticked before the reason changed to one that is refunded only", async () => {
      const user = userEvent.setup();
      const submit = jest.fn(() => requested(2));
      // Exactly these variables: an `exchange` sent along would match no mock, and show the alert.
      renderForm(order(), [
        mockOperation(RequestReturnDocument, { input: { orderId: ID, lines: [{ orderLineId: PADS, quantity: 2 }], reason: "CHANGED_MIND", note: null } }, submit),
      ]);
      await user.click(await screen.findByRole("checkbox", { name: "Return this part (Brake pads)" }));
      const reason = screen.getByRole("combobox", { name: /Why are you returning them/ });
      await user.selectOptions(reason, "FAULTY");
      await user.click(screen.getByRole("checkbox", { name: EXCHANGE }));
      await user.selectOptions(reason, "CHANGED_MIND");
      await user.click(screen.getByRole("button", { name: "Ask for a return" }));

      expect(await screen.findByText("order page")).toBeInTheDocument();
      expect(submit).toHaveBeenCalledTimes(1);
    });

    it("shows the server's refusal of the exchange beside the box", async () => {
      const user = userEvent.setup();
      const message = "An exchange sends the same part again: ask for one when it arrived damaged or faulty.";
      renderForm(order(), [
        mockErrors(RequestReturnDocument, { input: { orderId: ID, lines: [{ orderLineId: PADS, quantity: 2 }], reason: "FAULTY", note: null, exchange: true } }, [
          { message, extensions: { code: "BAD_USER_INPUT", field: "input.exchange" } },
        ]),
      ]);
      await user.click(await screen.findByRole("checkbox", { name: "Return this part (Brake pads)" }));
      await user.selectOptions(screen.getByRole("combobox", { name: /Why are you returning them/ }), "FAULTY");
      await user.click(screen.getByRole("checkbox", { name: EXCHANGE }));
      await user.click(screen.getByRole("button", { name: "Ask for a return" }));

      const exchange = screen.getByRole("checkbox", { name: EXCHANGE });
      await waitFor(() => expect(exchange).toHaveAccessibleDescription(message));
      expect(screen.getByText(message)).toBeInTheDocument();
      await waitFor(() => expect(exchange).toHaveFocus());
      expect(screen.queryByText("We could not ask for this return")).not.toBeInTheDocument();
      expect(screen.queryByText("order page")).not.toBeInTheDocument();
    });
  });

  it("says why an order cannot be returned, with the way back to it", async () => {
    renderForm(order({ returnable: false, returnDeadline: null }));
    expect(await screen.findByText("These parts cannot be returned now")).toBeInTheDocument();
    expect(screen.getByText("You can ask for a return once the order is delivered.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to order MP-100123" })).toHaveAttribute("href", `/dashboard/orders/${ID}`);
    expect(screen.queryByRole("button", { name: "Ask for a return" })).not.toBeInTheDocument();
  });

  it("says when the return window closed", async () => {
    renderForm(order({ returnable: false, returnDeadline: "2020-01-05T10:00:00.000Z" }));
    expect(await screen.findByText("The return window of this order closed on January 5, 2020.")).toBeInTheDocument();
  });

  it("says the order is not found when it is not the shopper's", async () => {
    renderPage(<RequestReturnPage />, {
      path: `/dashboard/orders/${ID}/return`,
      routePath: "/dashboard/orders/:id/return",
      mocks: [mockErrors(RequestReturnPageDocument, { id: ID }, [{ message: "No order of yours has this id.", extensions: { code: "NOT_FOUND" } }])],
    });
    expect(await screen.findByText("Order not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to My Orders" })).toHaveAttribute("href", "/dashboard/myorder");
  });
});
