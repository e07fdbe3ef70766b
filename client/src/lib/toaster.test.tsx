import { ChakraProvider } from "@chakra-ui/react";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { shopSystem } from "./theme";
import { Toaster } from "./toast-host";
import { PHONE_QUERY, toaster } from "./toaster";

function renderToaster() {
  return render(
    <ChakraProvider value={shopSystem()}>
      <Toaster />
    </ChakraProvider>,
  );
}

beforeEach(() => toaster.remove());

describe("Toaster", () => {
  it("renders nothing until there is a toast", () => {
    const { container } = renderToaster();
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });

  it("shows a toast created before it mounted", async () => {
    toaster.success({ title: "Saved before the toasts loaded" });
    renderToaster();
    expect(await screen.findByText("Saved before the toasts loaded")).toBeInTheDocument();
  });

  it("shows a toast created once mounted", async () => {
    renderToaster();
    toaster.error({ title: "The request failed" });
    expect(await screen.findByText("The request failed")).toBeInTheDocument();
  });
});

describe("toast placement and dismissal", () => {
  const realMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it("gives every toast a Dismiss button that closes it", async () => {
    renderToaster();
    toaster.success({ title: "Saved" });
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    await waitFor(() => expect(screen.queryByText("Saved")).not.toBeInTheDocument());
  });

  it("shows toasts top-right on wide screens and at the top on phones", async () => {
    renderToaster();
    toaster.success({ title: "On a desktop" });
    const wide = await screen.findByText("On a desktop");
    expect(wide.closest("[data-placement]")).toHaveAttribute("data-placement", "top-end");

    window.matchMedia = ((query: string) => ({ ...realMatchMedia(query), matches: query === PHONE_QUERY })) as typeof window.matchMedia;
    toaster.error({ title: "On a phone" });
    const onPhone = await screen.findByText("On a phone");
    expect(onPhone.closest("[data-placement]")).toHaveAttribute("data-placement", "top");
  });
});
