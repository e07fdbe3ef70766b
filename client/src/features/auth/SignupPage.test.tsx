import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Navigate } from "react-router-dom";
import type { User } from "firebase/auth";
import { copy } from "../../lib/copy";
import * as firebase from "../../lib/firebase";
import { toaster } from "../../lib/toaster";
import { fakeSession, renderPage } from "../../test/render";
import SignupPage from "./SignupPage";
import { deferred, firebaseError, WhereAmI } from "../../test/helpers";
import { authCopy } from "./copy";

jest.mock("../../lib/firebase", () => ({
  logInWithEmail: jest.fn(),
  signUpWithEmail: jest.fn(),
  logInWithProvider: jest.fn(),
  sendPasswordReset: jest.fn(),
  secondStepFor: jest.fn(),
}));

const fb = jest.mocked(firebase);
const newUser = { uid: "uid-new", email: "new.rider@example.com", displayName: "New Rider" } as User;

const signedOut = () => fakeSession({ status: "signedOut", user: null });
const homeRoute = { path: "/", element: <WhereAmI name="home" /> };

function renderSignup(session = signedOut()) {
  return renderPage(<SignupPage />, { path: "/signup", routes: [homeRoute], session });
}

const nameBox = () => screen.getByLabelText("Name");
const emailBox = () => screen.getByLabelText("Email");
const passwordBox = () => screen.getByLabelText("Password");
const signUpButton = () => screen.getByRole("button", { name: "sign up" });

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: { name?: string; email?: string; password?: string }) {
  if (values.name) await user.type(nameBox(), values.name);
  if (values.email) await user.type(emailBox(), values.email);
  if (values.password) await user.type(passwordBox(), values.password);
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(firebase.secondStepFor).mockResolvedValue(null);
  toaster.remove(); // toasts live in a module-level store: none may leak from the previous test
});

describe("SignupPage validation", () => {
  it("asks for name, email and password when all are empty, and creates nothing", async () => {
    const user = userEvent.setup();
    renderSignup();
    await user.click(signUpButton());
    expect(await screen.findByText(copy.validation.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(copy.validation.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(copy.validation.passwordRequired)).toBeInTheDocument();
    expect(fb.signUpWithEmail).not.toHaveBeenCalled();
  });

  it("treats a name of spaces as no name", async () => {
    const user = userEvent.setup();
    renderSignup();
    await fillIn(user, { name: "   ", email: "new.rider@example.com", password: "secret1" });
    await user.click(signUpButton());
    expect(await screen.findByText(copy.validation.nameRequired)).toBeInTheDocument();
    expect(fb.signUpWithEmail).not.toHaveBeenCalled();
  });

  it.each(["new.rider@example", "new.rider@example.c", "not-an-email", "new rider@example.com"])("refuses the email %s (sign-up pattern)", async (email) => {
    const user = userEvent.setup();
    renderSignup();
    await fillIn(user, { name: "New Rider", email, password: "secret1" });
    await user.click(signUpButton());
    expect(await screen.findByText(copy.validation.emailInvalid)).toBeInTheDocument();
    expect(fb.signUpWithEmail).not.toHaveBeenCalled();
  });

  it.each(["a@b.info", "x@shop.store", "someone@motoparts.test"])("accepts the email %s, as Firebase does", async (email) => {
    const user = userEvent.setup();
    fb.signUpWithEmail.mockResolvedValue(newUser);
    renderSignup();
    await fillIn(user, { name: "New Rider", email, password: "secret1" });
    await user.click(signUpButton());
    await waitFor(() => expect(fb.signUpWithEmail).toHaveBeenCalledWith("New Rider", email, "secret1"));
    expect(screen.queryByText(copy.validation.emailInvalid)).not.toBeInTheDocument();
  });

  it("refuses a password shorter than Firebase's 6 characters", async () => {
    const user = userEvent.setup();
    renderSignup();
    await fillIn(user, { name: "New Rider", email: "new.rider@example.com", password: "12345" });
    await user.click(signUpButton());
    expect(await screen.findByText("password must be 6 character or long")).toBeInTheDocument();
    expect(fb.signUpWithEmail).not.toHaveBeenCalled();
  });
});

describe("SignupPage sign-up", () => {
  it("creates the account with name, email and password, says 'Yay Signup done', completes the session and goes home", async () => {
    const user = userEvent.setup();
    fb.signUpWithEmail.mockResolvedValue(newUser);
    const { session, router } = renderSignup();
    await fillIn(user, { name: " New Rider ", email: "new.rider@example.com", password: "secret1" });
    await user.click(signUpButton());

    expect(await screen.findByText(authCopy.signup.done)).toBeInTheDocument();
    expect(screen.getByText(authCopy.signup.verificationSent)).toBeInTheDocument();
    expect(await screen.findByText("home at /")).toBeInTheDocument();
    expect(fb.signUpWithEmail).toHaveBeenCalledWith("New Rider", "new.rider@example.com", "secret1");
    expect(session.completeSignIn).toHaveBeenCalledTimes(1);
    expect(fb.signUpWithEmail.mock.invocationCallOrder[0]).toBeLessThan(jest.mocked(session.completeSignIn).mock.invocationCallOrder[0]);
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("goes back to the page the guard remembered", async () => {
    const user = userEvent.setup();
    fb.signUpWithEmail.mockResolvedValue(newUser);
    const from = { pathname: "/dashboard/myorder", search: "", hash: "", state: null, key: "k2" };
    const { router } = renderPage(<Navigate to="/signup" replace state={{ from }} />, {
      path: "/start",
      routes: [
        { path: "/signup", element: <SignupPage /> },
        { path: "/dashboard/myorder", element: <WhereAmI name="orders" /> },
        homeRoute,
      ],
      session: signedOut(),
    });
    await fillIn(user, { name: "New Rider", email: "new.rider@example.com", password: "secret1" });
    await user.click(signUpButton());
    expect(await screen.findByText("orders at /dashboard/myorder")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard/myorder");
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("shows the loading state while the account is being created", async () => {
    const user = userEvent.setup();
    const creating = deferred<User>();
    fb.signUpWithEmail.mockReturnValue(creating.promise);
    renderSignup();
    await fillIn(user, { name: "New Rider", email: "new.rider@example.com", password: "secret1" });
    await user.click(signUpButton());
    expect(signUpButton()).toBeDisabled();
    expect(signUpButton()).toHaveAttribute("data-loading");
    expect(nameBox()).toBeDisabled();
    expect(emailBox()).toBeDisabled();
    expect(passwordBox()).toBeDisabled();
    creating.resolve(newUser);
    expect(await screen.findByText("home at /")).toBeInTheDocument();
  });

  it("shows an email that is taken as a readable message under the form", async () => {
    const user = userEvent.setup();
    fb.signUpWithEmail.mockRejectedValue(firebaseError("auth/email-already-in-use"));
    const { session, router } = renderSignup();
    await fillIn(user, { name: "Riley Rider", email: "rider@example.com", password: "rider123" });
    await user.click(signUpButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(copy.auth.errors["auth/email-already-in-use"]);
    expect(screen.queryByText(authCopy.signup.done)).not.toBeInTheDocument();
    expect(session.completeSignIn).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe("/signup");
    expect(signUpButton()).toBeEnabled();
  });
});

describe("SignupPage social login", () => {
  it.each([
    ["Continue with Google", "google"],
    ["Continue with Github", "github"],
  ] as const)("%s signs in with the %s popup", async (label, provider) => {
    const user = userEvent.setup();
    fb.logInWithProvider.mockResolvedValue(newUser);
    const { session } = renderSignup();
    await user.click(screen.getByRole("button", { name: label }));
    expect(await screen.findByText("home at /")).toBeInTheDocument();
    expect(fb.logInWithProvider).toHaveBeenCalledWith(provider);
    expect(fb.signUpWithEmail).not.toHaveBeenCalled();
    expect(session.completeSignIn).toHaveBeenCalled();
  });
});

describe("SignupPage layout", () => {
  it("has the product name and 'Please Sign Up' in its one h1, a link to log in and the right autocomplete attributes", async () => {
    renderSignup();
    const headings = screen.getAllByRole("heading", { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent("MotoParts USA");
    expect(headings[0]).toHaveTextContent("Please Sign Up");
    await waitFor(() => expect(document.title).toBe("Sign Up | MotoParts USA"));
    expect(screen.getByRole("link", { name: "LogIn" })).toHaveAttribute("href", "/login");
    expect(nameBox()).toHaveAttribute("autocomplete", "name");
    expect(emailBox()).toHaveAttribute("autocomplete", "email");
    expect(passwordBox()).toHaveAttribute("type", "password");
    expect(passwordBox()).toHaveAttribute("autocomplete", "new-password");
  });
});
