import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as firebase from "../../lib/firebase";
import { toaster } from "../../lib/toaster";
import { fakeSession, renderPage } from "../../test/render";
import { firebaseError } from "../../test/helpers";
import { mockOperation, type OperationMock } from "../../test/mocks";
import { MyAddressesDocument } from "../../components/AddressForm";
import { TwoStepSection } from "./TwoStepSection";

jest.mock("../../lib/firebase", () => ({
  twoStepStatus: jest.fn(),
  resendVerificationEmail: jest.fn(),
  startPhoneEnrollment: jest.fn(),
  signInAgain: jest.fn(),
  removePhone: jest.fn(),
  maskPhone: (n: string) => `•••• ${n.slice(-4)}`,
}));

const fb = jest.mocked(firebase);
const phone = { uid: "f-1", maskedPhone: "•••• 0123", label: "My phone", enrolledAt: "2026-11-20T10:00:00Z" };

function renderSection(session = fakeSession(), mocks: OperationMock[] = []) {
  renderPage(<TwoStepSection email="rider@motoparts.test" />, { path: "/dashboard/myprofile", session, mocks });
  return { session, section: () => screen.getByRole("region", { name: "Two-step verification" }) };
}

beforeEach(() => {
  jest.clearAllMocks();
  toaster.remove();
});

describe("TwoStepSection", () => {
  it("asks for a verified email first, and sends the verification email again", async () => {
    const user = userEvent.setup();
    fb.twoStepStatus.mockResolvedValue({ emailVerified: false, phones: [], signInMethod: "password" });
    fb.resendVerificationEmail.mockResolvedValue(undefined);
    renderSection();
    expect(await screen.findByText(/needs a verified email address/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add a phone" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send the verification email again" }));
    await waitFor(() => expect(fb.resendVerificationEmail).toHaveBeenCalledTimes(1));
    expect(await screen.findByText("We sent a verification link to rider@motoparts.test.")).toBeInTheDocument();
  });

  it("enrols a phone in international form, then exchanges the session again so the shop knows", async () => {
    const user = userEvent.setup();
    fb.twoStepStatus.mockResolvedValueOnce({ emailVerified: true, phones: [], signInMethod: "password" });
    fb.twoStepStatus.mockResolvedValueOnce({ emailVerified: true, phones: [phone], signInMethod: "password" });
    const enroll = jest.fn().mockRejectedValueOnce(firebaseError("auth/code-expired")).mockResolvedValueOnce(undefined);
    fb.startPhoneEnrollment.mockResolvedValue({ enroll });
    const { section, session } = renderSection(fakeSession(), [mockOperation(MyAddressesDocument, {}, { myAddresses: [] })]);
    expect(await screen.findByText("Off")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add a phone" }));
    await user.selectOptions(screen.getByLabelText("Country"), "GB");
    await user.type(screen.getByLabelText("Phone number"), "12");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText("Type the number's digits (4 to 14 of them).")).toBeInTheDocument();
    expect(fb.startPhoneEnrollment).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("Phone number"));
    await user.type(screen.getByLabelText("Phone number"), "07700 900123");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    await waitFor(() => expect(fb.startPhoneEnrollment).toHaveBeenCalledWith("+447700900123"));
    expect(await screen.findByText("We sent a 6-digit code by text message to •••• 0123.")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Code"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await within(section()).findByRole("alert")).toHaveTextContent("That code has expired. Send a new one.");

    await user.clear(screen.getByLabelText("Code"));
    await user.type(screen.getByLabelText("Code"), "654321");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("On")).toBeInTheDocument();
    expect(enroll).toHaveBeenLastCalledWith("654321", "My phone");
    expect(within(screen.getByRole("list", { name: "Your phones" })).getByText("•••• 0123")).toBeInTheDocument();
    await waitFor(() => expect(session.completeSignIn).toHaveBeenCalledTimes(1));
  });

  it("starts the phone's country at the address book's country", async () => {
    const user = userEvent.setup();
    fb.twoStepStatus.mockResolvedValue({ emailVerified: true, phones: [], signInMethod: "password" });
    const london = {
      __typename: "Address" as const,
      id: "a-1",
      fullName: "Rita Rider",
      line1: "221B Baker Street",
      line2: null,
      city: "London",
      region: null,
      regionName: null,
      postalCode: "NW1 6XE",
      country: "GB",
      countryName: "United Kingdom",
      phone: "+44 20 7946 0000",
      isDefault: true,
    };
    renderSection(fakeSession(), [mockOperation(MyAddressesDocument, {}, { myAddresses: [london] })]);
    await user.click(await screen.findByRole("button", { name: "Add a phone" }));
    await waitFor(() => expect(screen.getByLabelText("Country")).toHaveValue("GB"));
  });

  it("starts the phone's country at the browser's region when the address book is empty", async () => {
    const user = userEvent.setup();
    fb.twoStepStatus.mockResolvedValue({ emailVerified: true, phones: [], signInMethod: "password" });
    const languages = jest.spyOn(navigator, "languages", "get").mockReturnValue(["en-AU", "en"]);
    try {
      renderSection(fakeSession(), [mockOperation(MyAddressesDocument, {}, { myAddresses: [] })]);
      await user.click(await screen.findByRole("button", { name: "Add a phone" }));
      await waitFor(() => expect(screen.getByLabelText("Country")).toHaveValue("AU"));
    } finally {
      languages.mockRestore();
    }
  });

  it("removes a phone only after a fresh sign-in with the provider and the code", async () => {
    const user = userEvent.setup();
    fb.twoStepStatus.mockResolvedValueOnce({ emailVerified: true, phones: [phone], signInMethod: "github" });
    fb.twoStepStatus.mockResolvedValueOnce({ emailVerified: true, phones: [], signInMethod: "github" });
    const step = { maskedPhone: "•••• 0123", sendCode: jest.fn().mockResolvedValue(undefined), verify: jest.fn().mockResolvedValue({}) };
    fb.signInAgain.mockResolvedValue(step);
    fb.removePhone.mockResolvedValue(undefined);
    renderSection();

    await user.click(await screen.findByRole("button", { name: "Remove •••• 0123" }));
    expect(screen.getByText("For your safety, sign in again before removing a phone.")).toBeInTheDocument();
    expect(fb.removePhone).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Sign in again with Github and remove" }));
    await waitFor(() => expect(fb.signInAgain).toHaveBeenCalledWith({ provider: "github" }));
    expect(step.sendCode).toHaveBeenCalledTimes(1);
    expect(fb.removePhone).not.toHaveBeenCalled();

    await user.type(await screen.findByLabelText("Code"), "111222");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(fb.removePhone).toHaveBeenCalledWith("f-1"));
    expect(step.verify).toHaveBeenCalledWith("111222");
    expect(await screen.findByText("Off")).toBeInTheDocument();
  });
});
