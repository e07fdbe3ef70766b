import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toaster } from "../../lib/toaster";
import { renderPage } from "../../test/render";
import MyProfilePage, { MyProfileDocument, MyProfileUpdateDocument } from "./MyProfilePage";
import { MyAddressesDocument } from "../../components/AddressForm";
import type { MyProfileQuery } from "../../gql/graphql";
import { mockErrors, mockOperation, type Answer, type OperationMock } from "../../test/mocks";

type Me = Answer<MyProfileQuery>["me"];

const me = (over: Partial<Me> = {}): Me => ({
  __typename: "User",
  id: "u-rider",
  email: "rider@motoparts.test",
  displayName: "Riley Rider",
  photoUrl: null,
  linkedin: null,
  twitter: null,
  location: null,
  education: null,
  number: null,
  ...over,
});

const meMock = (user = me()): OperationMock => mockOperation(MyProfileDocument, {}, { me: user });

/** What the form sends for fields left empty: the shared profile schema's output (free text becomes null). */
const emptyInput = { education: null, location: null, linkedin: "", twitter: "", number: "" };

function renderProfile(mocks: OperationMock[]) {
  // The address book has tests of its own (AddressBookSection.test.tsx); here it is empty.
  return renderPage(<MyProfilePage />, { path: "/dashboard/myprofile", mocks: [...mocks, mockOperation(MyAddressesDocument, {}, { myAddresses: [] }, { uses: Infinity })] });
}

describe("MyProfilePage", () => {
  beforeEach(() => toaster.remove());

  it("shows the spec's fallbacks for everything not given yet", async () => {
    renderProfile([meMock()]);
    expect(await screen.findAllByText("Please give link")).toHaveLength(2);
    expect(screen.getByText("please give location")).toBeInTheDocument();
    expect(screen.getByText("please give your Education deatails")).toBeInTheDocument();
    expect(screen.getByText("please give Number")).toBeInTheDocument();
    expect(screen.getByText("Riley Rider")).toBeInTheDocument();
    expect(screen.getAllByText("rider@motoparts.test").length).toBeGreaterThan(0);
  });

  it("shows saved values, links opening safely in a new tab, and prefills the form", async () => {
    renderProfile([meMock(me({ linkedin: "https://www.linkedin.com/in/riley", location: "Austin", number: "+15551234567" }))]);
    const link = await screen.findByRole("link", { name: "https://www.linkedin.com/in/riley" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByText("Austin")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Location" })).toHaveValue("Austin");
    expect(screen.getByRole("textbox", { name: "Number" })).toHaveValue("+15551234567");
  });

  it("saves the profile with updateProfile and shows the new values", async () => {
    const user = userEvent.setup();
    const update = jest.fn(() => ({
      updateProfile: {
        __typename: "User",
        id: "u-rider",
        linkedin: null,
        twitter: null,
        location: "Austin, Texas",
        education: null,
        number: "5551234",
      },
    }));
    renderProfile([
      meMock(),
      mockOperation(MyProfileUpdateDocument, { input: { ...emptyInput, location: "Austin, Texas", number: "5551234" } }, update),
    ]);
    await user.type(await screen.findByRole("textbox", { name: "Location" }), "  Austin, Texas ");
    await user.type(screen.getByRole("textbox", { name: "Number" }), "5551234");
    await user.click(screen.getByRole("button", { name: "Update Profile" }));

    expect(await screen.findByText("Your profile is saved.")).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
    // The summary above the form shows what the server saved.
    expect(screen.getByText("Austin, Texas")).toBeInTheDocument();
    expect(screen.queryByText("please give location")).not.toBeInTheDocument();
    expect(screen.getByText("5551234")).toBeInTheDocument();
  });

  it("checks links and the number before sending", async () => {
    const user = userEvent.setup();
    renderProfile([meMock()]); // no mutation mock: a call would fail the assertions below
    await user.type(await screen.findByRole("textbox", { name: "Linkedin" }), "linkedin.com/in/riley");
    await user.type(screen.getByRole("textbox", { name: "Number" }), "12ab");
    await user.click(screen.getByRole("button", { name: "Update Profile" }));
    expect(await screen.findByText("Linkedin must be an http(s) URL.")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Number" })).toHaveAccessibleErrorMessage(
        "Number must be digits only (a leading + is allowed), 4 to 19 of them.",
      ),
    );
    expect(screen.queryByText("Your profile is saved.")).not.toBeInTheDocument();
  });

  it("shows the server's refusal under the field it is about", async () => {
    const user = userEvent.setup();
    renderProfile([
      meMock(),
      mockErrors(MyProfileUpdateDocument, { input: { ...emptyInput, twitter: "https://x.com/riley" } }, [{ message: "Twitter must be at most 2048 characters.", extensions: { code: "BAD_USER_INPUT", field: "twitter" } }]),
    ]);
    const twitter = await screen.findByRole("textbox", { name: "Twitter" });
    await user.type(twitter, "https://x.com/riley");
    await user.click(screen.getByRole("button", { name: "Update Profile" }));
    expect(await screen.findByText("Twitter must be at most 2048 characters.")).toBeInTheDocument();
    expect(twitter).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(twitter).toHaveAccessibleErrorMessage("Twitter must be at most 2048 characters."));
    expect(within(document.body).queryByText("Your profile is saved.")).not.toBeInTheDocument();
  });

  it("says 'No user is logged in' when the update finds nobody signed in", async () => {
    const user = userEvent.setup();
    renderProfile([
      meMock(),
      mockErrors(MyProfileUpdateDocument, { input: { ...emptyInput, location: "Austin" } }, [{ message: "Your session has expired. Sign in again.", extensions: { code: "UNAUTHENTICATED" } }]),
    ]);
    await user.type(await screen.findByRole("textbox", { name: "Location" }), "Austin");
    await user.click(screen.getByRole("button", { name: "Update Profile" }));
    expect(await screen.findByText("No user is logged in")).toBeInTheDocument();
  });
});
