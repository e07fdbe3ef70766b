import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AddToCartButton } from "../../components/AddToCart";
import { suggestions, suggestionsMock } from "../../features/search/test-data";
import { AddToCartDocument, GuestCartDocument, MyCartDocument, SetCartQuantityDocument } from "../../lib/cart-operations";
import { cartLine, cartOf, cartPart, priceGuestCart, storeGuestCart } from "../../test/cart";
import { mockOperation } from "../../test/mocks";
import { fakeSession, renderPage } from "../../test/render";
import { TopBar } from "./TopBar";

/** A signed-in shopper's cart, as the top bar's count asks for it. */
const emptyCartMock = () => mockOperation(MyCartDocument, {}, { myCart: cartOf([]) }, { uses: Infinity });

beforeEach(() => localStorage.clear());

describe("TopBar", () => {
  // The desktop nav; jsdom applies the phone-first styles that hide it, hence `hidden: true`.
  const nav = () => within(screen.getByLabelText("Main"));

  it.each([
    ["/", "Home"],
    ["/home", "Home"],
    ["/blog", "Blog"],
  ])("marks the current page's link at %s, and only it", async (path, label) => {
    renderPage(<TopBar />, { path, mocks: [emptyCartMock()] });
    expect(await nav().findByRole("link", { name: label, hidden: true })).toHaveAttribute("aria-current", "page");
    const others = nav()
      .getAllByRole("link", { hidden: true })
      .filter((link) => link.textContent !== label);
    expect(others.length).toBeGreaterThan(1);
    for (const link of others) expect(link).not.toHaveAttribute("aria-current");
  });

  describe("search", () => {
    // The bar on every page (`*`), as in the app's layout.
    const renderBar = (path: string) =>
      renderPage(<TopBar />, { path, routePath: "*", mocks: [suggestionsMock(() => suggestions(1, [{ slug: "brakes", label: "Brakes" }])), emptyCartMock()] });

    it("opens a full-width search box on phones, focused, that suggests and searches", async () => {
      const user = userEvent.setup();
      const { router } = renderBar("/blog");
      const toggle = screen.getByRole("button", { name: "Search" });
      expect(toggle).toHaveAttribute("aria-expanded", "false");
      // Wide screens' box is in the bar (hidden on phones).
      expect(screen.getByRole("combobox", { name: "Search parts", hidden: true })).not.toBeVisible();

      await user.click(toggle);
      expect(screen.getByRole("button", { name: "Close search" })).toHaveAttribute("aria-expanded", "true");
      const box = screen.getByRole("combobox", { name: "Search parts" });
      expect(box).toHaveFocus();
      await user.keyboard("brakes");
      expect(await screen.findByRole("option", { name: /Brake pads 1/ })).toBeInTheDocument();
      await user.keyboard("{Enter}");

      expect(router.state.location.pathname).toBe("/search");
      expect(router.state.location.search).toBe("?q=brakes");
      // The box closes once used; the bar's own shows the words searched for.
      expect(screen.getByRole("button", { name: "Search" })).toHaveAttribute("aria-expanded", "false");
      expect(screen.getByRole("button", { name: "Search" })).toHaveFocus();
      expect(screen.queryByRole("combobox", { name: "Search parts" })).not.toBeInTheDocument();
      expect(screen.getByRole("combobox", { name: "Search parts", hidden: true })).toHaveValue("brakes");
    });

    it("shows the words of the search page being visited", async () => {
      renderBar("/search?q=chain%20kit&brand=DID");
      expect(await screen.findByRole("combobox", { name: "Search parts", hidden: true })).toHaveValue("chain kit");
    });
  });

  describe("cart", () => {
    const guest = fakeSession({ status: "signedOut", user: null });
    const pads = cartPart(1, { price: 21, minquantity: 2, avquantity: 10 });
    const chain = cartPart(2, { price: 80, minquantity: 1, avquantity: 3 });

    it("counts a guest's cart from the browser, and opens it in a drawer priced by the server", async () => {
      const user = userEvent.setup();
      storeGuestCart([
        { partId: pads.id, quantity: 2, seenPrice: 21 },
        { partId: chain.id, quantity: 1, seenPrice: 80 },
      ]);
      renderPage(<TopBar />, {
        session: guest,
        routePath: "*",
        mocks: [mockOperation(GuestCartDocument, () => true, ({ lines }) => ({ guestCart: priceGuestCart([pads, chain], [lines].flat()) }), { uses: Infinity })],
      });
      const button = screen.getByRole("button", { name: "Cart, 3 items" });
      expect(button).toHaveAttribute("aria-expanded", "false");
      await user.click(button);
      const drawer = within(await screen.findByRole("dialog", { name: "Your cart" }));
      expect(await drawer.findByRole("listitem", { name: "Brake pads 1" })).toBeInTheDocument();
      expect(drawer.getByRole("listitem", { name: "Brake pads 2" })).toBeInTheDocument();
      expect(drawer.getByText("$122.00")).toBeInTheDocument();
      expect(drawer.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/checkout");
      expect(drawer.getByRole("link", { name: "View cart" })).toHaveAttribute("href", "/cart");

      await user.click(drawer.getByRole("button", { name: "Remove Brake pads 2 from your cart" }));
      expect(await screen.findByRole("button", { name: "Cart, 2 items", hidden: true })).toBeInTheDocument();
    });

    it("counts a signed-in shopper's cart from myCart, and follows every change written to it", async () => {
      const user = userEvent.setup();
      const session = fakeSession();
      renderPage(
        <>
          <TopBar />
          <AddToCartButton part={chain} />
        </>,
        {
          session,
          routePath: "*",
          mocks: [
            mockOperation(MyCartDocument, {}, { myCart: cartOf([cartLine(pads, 2)]) }, { uses: Infinity }),
            mockOperation(AddToCartDocument, { partId: chain.id, quantity: 1 }, { addToCart: cartOf([cartLine(pads, 2), cartLine(chain, 1)]) }),
            mockOperation(SetCartQuantityDocument, { partId: pads.id, quantity: 3 }, { setCartQuantity: cartOf([cartLine(pads, 3), cartLine(chain, 1)]) }),
          ],
        },
      );
      expect(await screen.findByRole("button", { name: "Cart, 2 items" })).toBeInTheDocument();
      // Added elsewhere on the page: the server's cart, written to the cache, is the count's.
      await user.click(screen.getByRole("button", { name: /^Add to cart\s*:\s*Brake pads 2$/ }));
      expect(await screen.findByRole("button", { name: "Cart, 3 items" })).toBeInTheDocument();

      await user.click(screen.getByRole("button", { name: "Cart, 3 items" }));
      const drawer = within(await screen.findByRole("dialog", { name: "Your cart" }));
      await user.click(await drawer.findByRole("button", { name: "More of Brake pads 1" }));
      expect(await screen.findByRole("button", { name: "Cart, 4 items", hidden: true })).toBeInTheDocument();
      await waitFor(() => expect(drawer.getByText("$143.00")).toBeInTheDocument());
      expect(localStorage.getItem("motoparts.cart.v1")).toBeNull();
    });
  });
});
