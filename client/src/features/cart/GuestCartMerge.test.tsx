import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ReactNode } from "react";
import { GuestCartDocument, MergeGuestCartDocument, MyCartDocument } from "../../lib/cart-operations";
import { SessionContext } from "../../lib/session";
import { cartLine, cartOf, cartPart, partId, priceGuestCart, storedGuestCart, storeGuestCart } from "../../test/cart";
import { mockNetworkError, mockOperation } from "../../test/mocks";
import { fakeSession, renderPage } from "../../test/render";
import CartPage from "./CartPage";
import { accountDefaultsMocks, deliveryMocks } from "./delivery-test-data";
import { GuestCartMerge } from "./GuestCartMerge";

/** The session going from signed out to signed in, as any way of signing in does. */
function SigningIn({ children }: { children?: ReactNode }) {
  const [session, setSession] = useState(() => fakeSession({ status: "signedOut", user: null }));
  return (
    <SessionContext.Provider value={session}>
      <p>{session.status}</p>
      <button type="button" onClick={() => setSession(fakeSession({ status: "loading", user: null }))}>
        restore
      </button>
      <button type="button" onClick={() => setSession(fakeSession())}>
        sign in
      </button>
      <GuestCartMerge />
      {children}
    </SessionContext.Provider>
  );
}

beforeEach(() => localStorage.clear());

describe("GuestCartMerge", () => {
  it("merges the browser's cart into the account's once, when the session becomes signed in, then clears it", async () => {
    const user = userEvent.setup();
    storeGuestCart([
      { partId: partId(1), quantity: 2, seenPrice: 21 },
      { partId: partId(2), quantity: 5, seenPrice: null },
    ]);
    const merge = jest.fn(() => ({ mergeGuestCart: cartOf([cartLine(cartPart(1), 6), cartLine(cartPart(2), 5)]) }));
    renderPage(<SigningIn />, {
      mocks: [
        mockOperation(MergeGuestCartDocument, { lines: [{ partId: partId(1), quantity: 2 }, { partId: partId(2), quantity: 5 }] }, merge, { uses: Infinity }),
      ],
    });
    // Signed out, or not known yet: the cart stays in the browser.
    await user.click(screen.getByRole("button", { name: "restore" }));
    expect(await screen.findByText("loading")).toBeInTheDocument();
    expect(merge).not.toHaveBeenCalled();
    expect(storedGuestCart()).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "sign in" }));
    await waitFor(() => expect(storedGuestCart()).toBeNull());
    expect(merge).toHaveBeenCalledTimes(1);
    // Said, not silent: the units the guest chose, in all.
    expect(await screen.findByText("We added 7 parts from before you signed in")).toBeInTheDocument();
  });

  it("names the part and how many when the browser's cart had one line", async () => {
    const user = userEvent.setup();
    storeGuestCart([{ partId: partId(3), quantity: 1, seenPrice: 23 }]);
    // The account's cart had two of them already: the toast says what was added.
    const merged = cartOf([cartLine(cartPart(1), 1), cartLine(cartPart(3), 3)]);
    renderPage(<SigningIn />, {
      mocks: [mockOperation(MergeGuestCartDocument, { lines: [{ partId: partId(3), quantity: 1 }] }, { mergeGuestCart: merged })],
    });
    await user.click(screen.getByRole("button", { name: "sign in" }));
    expect(await screen.findByText("We added the 1 Brake pads 3 from before you signed in")).toBeInTheDocument();
    expect(storedGuestCart()).toBeNull();
  });

  it("keeps the browser's cart when the merge fails, and tries again from the cart", async () => {
    const user = userEvent.setup();
    storeGuestCart([{ partId: partId(1), quantity: 2, seenPrice: 21 }]);
    const merged = cartOf([cartLine(cartPart(1), 2)]);
    renderPage(
      <SigningIn>
        <CartPage />
      </SigningIn>,
      {
        mocks: [
          // Before signing in, the page shows the guest's cart.
          mockOperation(GuestCartDocument, () => true, ({ lines }) => ({ guestCart: priceGuestCart([cartPart(1)], [lines].flat()) }), { uses: Infinity }),
          mockNetworkError(MergeGuestCartDocument, () => true, new Error("offline")),
          mockOperation(MergeGuestCartDocument, { lines: [{ partId: partId(1), quantity: 2 }] }, { mergeGuestCart: merged }),
          mockOperation(MyCartDocument, {}, { myCart: merged }, { uses: Infinity }),
          // The cart's delivery dates, and where its destination's defaults come from once signed in.
          ...deliveryMocks(),
          ...accountDefaultsMocks(),
        ],
      },
    );
    expect(await screen.findByRole("listitem", { name: "Brake pads 1" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "sign in" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We could not add the parts you chose before signing in to your cart.");
    expect(storedGuestCart()).toEqual([{ partId: partId(1), quantity: 2, seenPrice: 21 }]);

    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("listitem", { name: "Brake pads 1" })).toBeInTheDocument();
    expect(storedGuestCart()).toBeNull();
  });
});
