import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { AddToCartDocument } from "../lib/cart-operations";
import { toaster } from "../lib/toaster";
import { cartLine, cartOf, cartPart, storedGuestCart } from "../test/cart";
import { WhereAmI } from "../test/helpers";
import { mockErrors, mockOperation, type OperationMock } from "../test/mocks";
import { fakeSession, renderPage } from "../test/render";
import { AddToCartButton, AddToCartForm } from "./AddToCart";

const guest = fakeSession({ status: "signedOut", user: null });
const pads = cartPart(1, { price: 21, minquantity: 2, avquantity: 4 });
/** The button's text, then the part's name (hidden but read), as the cards' other buttons. */
const ADD_PADS = /^Add to cart\s*:\s*Brake pads 1$/;

function renderWith(element: ReactElement, { mocks = [], session = guest }: { mocks?: OperationMock[]; session?: ReturnType<typeof fakeSession> } = {}) {
  return renderPage(element, { path: "/product/x", mocks, session, routes: [{ path: "/cart", element: <WhereAmI name="cart" /> }] });
}

beforeEach(() => {
  localStorage.clear();
  toaster.remove();
});

describe("AddToCartButton (cards)", () => {
  it("puts the part's minimum quantity in a guest's browser cart in one click, up to the stock", async () => {
    const user = userEvent.setup();
    const { router } = renderWith(<AddToCartButton part={pads} />);
    const add = screen.getByRole("button", { name: ADD_PADS });
    await user.click(add);
    expect(storedGuestCart()).toEqual([{ partId: pads.id, quantity: 2, seenPrice: 21 }]);
    const toast = await screen.findByText("Added to your cart");
    expect(screen.getByText("2 × Brake pads 1")).toBeInTheDocument();

    await user.click(add);
    expect(storedGuestCart()).toEqual([{ partId: pads.id, quantity: 4, seenPrice: 21 }]);
    // Beyond the stock: refused, and the cart is unchanged.
    await user.click(add);
    expect(await screen.findByText("Only 4 of Brake pads 1 left. Your cart has 4 already.")).toBeInTheDocument();
    expect(storedGuestCart()).toEqual([{ partId: pads.id, quantity: 4, seenPrice: 21 }]);

    // The toast leads to the cart.
    await user.click(within(toast.closest("[data-scope=toast][data-part=root]") as HTMLElement).getByRole("button", { name: "View cart" }));
    expect(router.state.location.pathname).toBe("/cart");
  });

  it("offers nothing to add for a sold-out part", async () => {
    const soldOut = { ...pads, soldOut: true, avquantity: 1 };
    renderWith(
      <>
        <p>sold-out part</p>
        <AddToCartButton part={soldOut} />
        <AddToCartForm part={soldOut} />
      </>,
    );
    expect(await screen.findByText("sold-out part")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Add to cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("spinbutton")).not.toBeInTheDocument();
  });

  it("adds to a signed-in shopper's cart on the server", async () => {
    const user = userEvent.setup();
    const added = jest.fn(() => ({ addToCart: cartOf([cartLine(pads, 2)]) }));
    renderWith(<AddToCartButton part={pads} />, { session: fakeSession(), mocks: [mockOperation(AddToCartDocument, { partId: pads.id, quantity: 2 }, added)] });
    await user.click(screen.getByRole("button", { name: ADD_PADS }));
    expect(await screen.findByText("Added to your cart")).toBeInTheDocument();
    expect(added).toHaveBeenCalledTimes(1);
    expect(storedGuestCart()).toBeNull();
  });
});

describe("AddToCartForm (the part page)", () => {
  it("refuses a quantity outside the part's minimum and stock beside the field, and adds one within them", async () => {
    const user = userEvent.setup();
    renderWith(<AddToCartForm part={pads} />);
    const form = within(screen.getByRole("form", { name: "Add Brake pads 1 to cart" }));
    const quantity = form.getByRole("spinbutton", { name: "Quantity" });
    expect(quantity).toHaveValue(2);
    expect(quantity).toHaveAccessibleDescription("From 2 to 4 pices");

    await user.clear(quantity);
    await user.type(quantity, "1");
    await user.click(form.getByRole("button", { name: "Add to cart" }));
    expect(await form.findByRole("alert")).toHaveTextContent("Brake pads 1 is sold in quantities of at least 2.");
    expect(quantity).toHaveAttribute("aria-invalid", "true");

    await user.clear(quantity);
    await user.type(quantity, "5{Enter}");
    expect(await form.findByRole("alert")).toHaveTextContent("Only 4 of Brake pads 1 left.");
    expect(storedGuestCart()).toBeNull();

    await user.click(form.getByRole("button", { name: "Fewer of Brake pads 1" }));
    expect(quantity).toHaveValue(4);
    expect(form.queryByRole("alert")).not.toBeInTheDocument();
    await user.click(form.getByRole("button", { name: "Fewer of Brake pads 1" }));
    await user.click(form.getByRole("button", { name: "Add to cart" }));
    await waitFor(() => expect(storedGuestCart()).toEqual([{ partId: pads.id, quantity: 3, seenPrice: 21 }]));
    expect(await screen.findByText("3 × Brake pads 1")).toBeInTheDocument();
  });

  it("sends a signed-in shopper's quantity to addToCart and shows the server's refusal beside the field", async () => {
    const user = userEvent.setup();
    renderWith(<AddToCartForm part={pads} />, {
      session: fakeSession(),
      mocks: [
        mockErrors(AddToCartDocument, { partId: pads.id, quantity: 3 }, [
          { message: "Only 4 of Brake pads 1 left. Your cart has 2 already.", extensions: { code: "BAD_USER_INPUT", fields: { quantity: "…" } } },
        ]),
      ],
    });
    const form = within(screen.getByRole("form", { name: "Add Brake pads 1 to cart" }));
    await user.click(form.getByRole("button", { name: "More of Brake pads 1" }));
    await user.click(form.getByRole("button", { name: "Add to cart" }));
    expect(await form.findByRole("alert")).toHaveTextContent("Only 4 of Brake pads 1 left. Your cart has 2 already.");
    expect(storedGuestCart()).toBeNull();
  });
});
