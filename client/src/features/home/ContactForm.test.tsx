import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { mockErrors, mockOperation } from "../../test/mocks";
import { renderPage } from "../../test/render";
import { ContactForm } from "./ContactForm";
import { HomeSendContactMessageDocument } from "./operations";

const input = { email: "rider@example.com", name: "Riley Rider", message: "Do you ship to Norway?" };

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Email/), input.email);
  await user.type(screen.getByLabelText(/^Your Name/), input.name);
  await user.type(screen.getByLabelText(/^Your Message/), input.message);
  await user.click(screen.getByRole("button", { name: "Send Message" }));
}

describe("ContactForm", () => {
  it("shows a message under each field on an empty submit, and sends nothing", async () => {
    const user = userEvent.setup();
    renderPage(<ContactForm />); // no mocks: any request would fail the test with an error
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Message is required")).toBeInTheDocument();
    // the messages are tied to their fields
    await waitFor(() => {
      expect(screen.getByLabelText(/^Email/)).toHaveAccessibleErrorMessage("Email is required");
      expect(screen.getByLabelText(/^Your Name/)).toHaveAccessibleErrorMessage("Name is required");
      expect(screen.getByLabelText(/^Your Message/)).toHaveAccessibleErrorMessage("Message is required");
    });
  });

  it("checks the email format", async () => {
    const user = userEvent.setup();
    renderPage(<ContactForm />);
    await user.type(screen.getByLabelText(/^Email/), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Please Give a valid Email")).toBeInTheDocument();
  });

  it("sends the typed values, confirms with the server's message and clears the form", async () => {
    const user = userEvent.setup();
    const sent = jest.fn(() => ({ sendContactMessage: { __typename: "Confirmation", ok: true, message: "Got it, thanks!" } }));
    renderPage(<ContactForm />, {
      mocks: [mockOperation(HomeSendContactMessageDocument, { input }, sent)],
    });
    await fillAndSend(user);

    expect(await screen.findByText("Got it, thanks!")).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveValue(""));
    expect(screen.getByLabelText(/^Your Name/)).toHaveValue("");
    expect(screen.getByLabelText(/^Your Message/)).toHaveValue("");
  });

  it("shows the server's error under the form and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderPage(<ContactForm />, {
      mocks: [
        mockErrors(HomeSendContactMessageDocument, { input }, [new GraphQLError("Too many messages. Wait a minute.", { extensions: { code: "BAD_USER_INPUT" } })]),
      ],
    });
    await fillAndSend(user);

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your message was not sent");
    expect(alert).toHaveTextContent("Too many messages. Wait a minute.");
    expect(screen.getByLabelText(/^Your Message/)).toHaveValue(input.message);
  });
});
