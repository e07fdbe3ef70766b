import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderPage } from "../../test/render";
import { Footer } from "./Footer";

describe("Footer newsletter", () => {
  const field = () => screen.getByRole("textbox", { name: "Your email address" });
  const subscribe = () => screen.getByRole("button", { name: "Sign Up" });

  it("asks for an address on an empty submit, and sends nothing", async () => {
    const user = userEvent.setup();
    renderPage(<Footer />); // no mocks: a request would fail the test with an error
    await user.click(subscribe());
    await waitFor(() => expect(field()).toHaveAccessibleErrorMessage("Email is required"));
    expect(field()).toHaveFocus();
  });

  it("refuses an address the server would refuse, with the spec's message, then clears it once corrected", async () => {
    const user = userEvent.setup();
    renderPage(<Footer />);
    // The old loose check let this through, and the server refused it after the round trip.
    await user.type(field(), "rider@example.c");
    await user.click(subscribe());
    await waitFor(() => expect(field()).toHaveAccessibleErrorMessage("Please Give a valid Email"));
    await user.type(field(), "om");
    await waitFor(() => expect(field()).not.toHaveAccessibleErrorMessage());
  });
});
