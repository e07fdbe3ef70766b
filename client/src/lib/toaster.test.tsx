import { ChakraProvider } from "@chakra-ui/react";
import { render, screen } from "@testing-library/react";
import { system } from "./theme";
import { Toaster, toaster } from "./toaster";

function renderToaster() {
  return render(
    <ChakraProvider value={system}>
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
