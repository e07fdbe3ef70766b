import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Navigate } from "react-router-dom";
import { CombinedGraphQLErrors, ServerError } from "@apollo/client";
import type { User } from "firebase/auth";
import { copy } from "../../lib/copy";
import * as firebase from "../../lib/firebase";
import { toaster } from "../../lib/toaster";
import { fakeSession, renderPage } from "../../test/render";
import LoginPage from "./LoginPage";
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
const fbUser = { uid: "uid-rider", email: "rider@motoparts.test" } as User;

const signedOut = () => fakeSession({ status: "signedOut", user: null });
const homeRoute = { path: "/", element: <WhereAmI name="home" /> };

function renderLogin(session = signedOut()) {
  return renderPage(<LoginPage />, { path: "/login", routes: [homeRoute], session });
}

/** Arrives at /login the way the route guard sends people: replace, remembering `from`. */
function renderLoginFromGuard(session = signedOut()) {
  const from = { pathname: "/allparts/p-7", search: "?qty=3", hash: "#buy", state: null, key: "k1" };
  return renderPage(<Navigate to="/login" replace state={{ from }} />, {
    path: "/guarded-start",
    routes: [
      { path: "/login", element: <LoginPage /> },
      { path: "/allparts/:id", element: <WhereAmI name="purchase" /> },
      homeRoute,
    ],
    session,
  });
}

const emailBox = () => screen.getByLabelText("Email");
const passwordBox = () => screen.getByLabelText("Password");
const logInButton = () => screen.getByRole("button", { name: "Log In" });

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(firebase.secondStepFor).mockResolvedValue(null);
  toaster.remove(); // toasts live in a module-level store: none may leak from the previous test
});

describe("LoginPage validation", () => {
  it("asks for the email and the password when both are empty, and sends nothing", async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(logInButton());
    expect(await screen.findByText(copy.validation.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(copy.validation.passwordRequired)).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute("aria-invalid", "true");
    expect(fb.logInWithEmail).not.toHaveBeenCalled();
  });

  it("refuses an email without a domain", async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(emailBox(), "rider@motoparts");
    await user.type(passwordBox(), "rider123");
    await user.click(logInButton());
    expect(await screen.findByText(copy.validation.emailInvalid)).toBeInTheDocument();
    expect(screen.queryByText(copy.validation.passwordRequired)).not.toBeInTheDocument();
    expect(fb.logInWithEmail).not.toHaveBeenCalled();
  });

  it("refuses a password shorter than 5 characters", async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(emailBox(), "rider@motoparts.test");
    await user.type(passwordBox(), "abcd");
    await user.click(logInButton());
    expect(await screen.findByText("password must be 5 character or long")).toBeInTheDocument();
    expect(screen.queryByText(copy.validation.emailInvalid)).not.toBeInTheDocument();
    expect(fb.logInWithEmail).not.toHaveBeenCalled();
  });

  it("accepts the demo accounts' .test addresses (the loose pattern)", async () => {
    const user = userEvent.setup();
    fb.logInWithEmail.mockResolvedValue(fbUser);
    renderLogin();
    await user.type(emailBox(), "admin@motoparts.test");
    await user.type(passwordBox(), "admin123");
    await user.click(logInButton());
    await waitFor(() => expect(fb.logInWithEmail).toHaveBeenCalledWith("admin@motoparts.test", "admin123"));
  });
});

describe("LoginPage sign-in", () => {
  it("logs in, completes the session, then goes back to where the guard sent the user from, replacing history", async () => {
    const user = userEvent.setup();
    fb.logInWithEmail.mockResolvedValue(fbUser);
    const { router, session } = renderLoginFromGuard();
    await user.type(await screen.findByLabelText("Email"), "rider@motoparts.test");
    await user.type(passwordBox(), "rider123");
    await user.click(logInButton());

    expect(await screen.findByText("purchase at /allparts/p-7?qty=3#buy")).toBeInTheDocument();
    expect(fb.logInWithEmail).toHaveBeenCalledWith("rider@motoparts.test", "rider123");
    expect(session.completeSignIn).toHaveBeenCalledTimes(1);
    const loginOrder = fb.logInWithEmail.mock.invocationCallOrder[0];
    const completeOrder = jest.mocked(session.completeSignIn).mock.invocationCallOrder[0];
    expect(loginOrder).toBeLessThan(completeOrder);
    expect(router.state.location.pathname).toBe("/allparts/p-7");
    expect(router.state.location.search).toBe("?qty=3");
    expect(router.state.location.hash).toBe("#buy");
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("asks an account with two-step verification for the SMS code, refuses a wrong one, then signs in", async () => {
    const user = userEvent.setup();
    fb.logInWithEmail.mockRejectedValue(firebaseError("auth/multi-factor-auth-required"));
    const step = { maskedPhone: "•••• 1234", sendCode: jest.fn().mockResolvedValue(undefined), verify: jest.fn() };
    step.verify.mockRejectedValueOnce(firebaseError("auth/invalid-verification-code")).mockResolvedValueOnce(fbUser);
    fb.secondStepFor.mockResolvedValue(step);
    const { session } = renderLoginFromGuard();
    await user.type(await screen.findByLabelText("Email"), "rider@motoparts.test");
    await user.type(passwordBox(), "rider123");
    await user.click(logInButton());

    expect(await screen.findByText("We sent a 6-digit code by text message to •••• 1234.")).toBeInTheDocument();
    expect(step.sendCode).toHaveBeenCalledTimes(1);
    expect(session.completeSignIn).not.toHaveBeenCalled();
    // Resend waits its turn.
    expect(screen.getByRole("button", { name: /Send a new code in \d+ s/ })).toBeDisabled();

    await user.type(screen.getByLabelText("Code"), "12345");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Enter the 6 digits of the code.")).toBeInTheDocument();
    expect(step.verify).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Code"), "9");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That code is not right. Check the text message and try again.");
    expect(session.completeSignIn).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("Code"));
    await user.type(screen.getByLabelText("Code"), "654321");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("purchase at /allparts/p-7?qty=3#buy")).toBeInTheDocument();
    expect(step.verify).toHaveBeenLastCalledWith("654321");
    expect(session.completeSignIn).toHaveBeenCalledTimes(1);
  });

  it("says why when an admin page sent a shopper here", async () => {
    const from = { pathname: "/dashboard/manageallorder", search: "", hash: "" };
    renderPage(<Navigate to="/login" replace state={{ from, reason: "adminOnly" }} />, {
      path: "/guarded-start",
      routes: [{ path: "/login", element: <LoginPage /> }],
      session: signedOut(),
    });
    expect(await screen.findByRole("status")).toHaveTextContent(authCopy.login.adminOnly);
  });

  it("tells a guest sent here from checkout why, on the sign-up page too, and keeps their cart", async () => {
    const user = userEvent.setup();
    const cart = JSON.stringify([{ partId: "part-1", quantity: 2, seenPrice: 21 }]);
    localStorage.setItem("motoparts.cart.v1", cart);
    const from = { pathname: "/checkout", search: "", hash: "" };
    renderPage(<Navigate to="/login" replace state={{ from }} />, {
      path: "/guarded-start",
      routes: [
        { path: "/login", element: <LoginPage /> },
        { path: "/signup", element: <SignupPage /> },
      ],
      session: signedOut(),
    });
    const why =
      "Sign in or create an account to check out: we need it for your order's updates and export paperwork. Your cart is kept and joins your account.";
    expect(await screen.findByRole("status")).toHaveTextContent(why);
    await user.click(screen.getByRole("link", { name: "Create Account" }));
    expect(await screen.findByRole("button", { name: "sign up" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(why);
    expect(localStorage.getItem("motoparts.cart.v1")).toBe(cart);
  });

  it("says nothing about checkout when another page sent the shopper here", async () => {
    renderLoginFromGuard();
    expect(await screen.findByRole("button", { name: "Log In" })).toBeInTheDocument();
    expect(screen.queryByText(/to check out/)).not.toBeInTheDocument();
  });

  it("goes to the home page when there is no page to go back to", async () => {
    const user = userEvent.setup();
    fb.logInWithEmail.mockResolvedValue(fbUser);
    const { router, session } = renderLogin();
    await user.type(emailBox(), "rider@motoparts.test");
    await user.type(passwordBox(), "rider123");
    await user.click(logInButton());
    expect(await screen.findByText("home at /")).toBeInTheDocument();
    expect(session.completeSignIn).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe("/");
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("does not navigate before the session exchange is done", async () => {
    const user = userEvent.setup();
    fb.logInWithEmail.mockResolvedValue(fbUser);
    const exchange = deferred<void>();
    const session = fakeSession({ status: "signedOut", user: null, completeSignIn: jest.fn(() => exchange.promise) });
    const { router } = renderLogin(session);
    await user.type(emailBox(), "rider@motoparts.test");
    await user.type(passwordBox(), "rider123");
    await user.click(logInButton());
    await waitFor(() => expect(session.completeSignIn).toHaveBeenCalled());
    // Still working: inputs disabled, the button busy, no navigation yet.
    expect(emailBox()).toBeDisabled();
    expect(passwordBox()).toBeDisabled();
    expect(logInButton()).toBeDisabled();
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeDisabled();
    expect(router.state.location.pathname).toBe("/login");
    exchange.resolve();
    expect(await screen.findByText("home at /")).toBeInTheDocument();
  });

  it("shows a wrong password as a readable message in an alert, and stays on the page", async () => {
    const user = userEvent.setup();
    fb.logInWithEmail.mockRejectedValue(firebaseError("auth/invalid-credential"));
    const { router, session } = renderLogin();
    await user.type(emailBox(), "rider@motoparts.test");
    await user.type(passwordBox(), "wrong-password");
    await user.click(logInButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(copy.auth.errors["auth/invalid-credential"]);
    expect(session.completeSignIn).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe("/login");
    // The form is usable again.
    expect(emailBox()).toBeEnabled();
    expect(logInButton()).toBeEnabled();
  });

  it.each(["auth/wrong-password", "auth/user-not-found", "auth/invalid-credential"])(
    "answers %s with the same words, so the form does not tell which emails have accounts",
    async (code) => {
      const user = userEvent.setup();
      fb.logInWithEmail.mockRejectedValue(firebaseError(code));
      renderLogin();
      await user.type(emailBox(), "someone@motoparts.test");
      await user.type(passwordBox(), "not-this-one");
      await user.click(logInButton());
      expect(await screen.findByRole("alert")).toHaveTextContent("The email or password is not right.");
    },
  );

  it("shows the provider's own message for a code it does not know", async () => {
    const user = userEvent.setup();
    fb.logInWithEmail.mockRejectedValue(firebaseError("auth/captcha-check-failed"));
    renderLogin();
    await user.type(emailBox(), "rider@motoparts.test");
    await user.type(passwordBox(), "rider123");
    await user.click(logInButton());
    expect(await screen.findByRole("alert")).toHaveTextContent("Firebase: Error (auth/captcha-check-failed).");
  });

  it("signs out of Firebase and says so when the shop's session cannot be started", async () => {
    const user = userEvent.setup();
    fb.logInWithEmail.mockResolvedValue(fbUser);
    const session = fakeSession({
      status: "signedOut",
      user: null,
      completeSignIn: jest.fn(async () => {
        throw new Error("network down");
      }),
    });
    const { router } = renderLogin(session);
    await user.type(emailBox(), "rider@motoparts.test");
    await user.type(passwordBox(), "rider123");
    await user.click(logInButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(copy.auth.errors.exchange);
    expect(session.signOut).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe("/login");
  });

  it.each([
    [
      "an HTTP 429 with Retry-After",
      () =>
        new ServerError("Response not successful: Received status code 429", {
          response: new Response("", { status: 429, headers: { "retry-after": "42" } }),
          bodyText: "",
        }),
    ],
    [
      "a TOO_MANY_REQUESTS GraphQL error",
      () =>
        new CombinedGraphQLErrors({
          errors: [{ message: "Too many sign-ins from your network. Try again in 42 seconds.", extensions: { code: "TOO_MANY_REQUESTS", retryAfter: 42 } }],
        }),
    ],
  ])("says how long to wait when the shop refuses the sign-in with %s, and leaves no half-started session", async (_how, refusal) => {
    const user = userEvent.setup();
    fb.logInWithEmail.mockResolvedValue(fbUser);
    const session = fakeSession({
      status: "signedOut",
      user: null,
      completeSignIn: jest.fn(async () => {
        throw refusal();
      }),
    });
    const { router } = renderLogin(session);
    await user.type(emailBox(), "rider@motoparts.test");
    await user.type(passwordBox(), "rider123");
    await user.click(logInButton());
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many sign-ins from your network. Try again in 42 seconds");
    expect(session.signOut).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe("/login");
    // The buttons are free again for the retry.
    expect(logInButton()).toBeEnabled();
  });

  it("sends a visitor who is already signed in on to where they came from", async () => {
    const { router } = renderLoginFromGuard(fakeSession());
    expect(await screen.findByText("purchase at /allparts/p-7?qty=3#buy")).toBeInTheDocument();
    expect(router.state.historyAction).toBe("REPLACE");
    expect(fb.logInWithEmail).not.toHaveBeenCalled();
  });
});

describe("LoginPage social login", () => {
  it.each([
    ["Continue with Google", "google"],
    ["Continue with Github", "github"],
  ] as const)("%s signs in with the %s popup, then completes the session", async (label, provider) => {
    const user = userEvent.setup();
    fb.logInWithProvider.mockResolvedValue(fbUser);
    const { session } = renderLogin();
    await user.click(screen.getByRole("button", { name: label }));
    expect(await screen.findByText("home at /")).toBeInTheDocument();
    expect(fb.logInWithProvider).toHaveBeenCalledWith(provider);
    expect(session.completeSignIn).toHaveBeenCalled();
  });

  it.each([
    ["Continue with Google", "google"],
    ["Continue with Github", "github"],
  ] as const)("%s asks an account with two-step verification for its code, and 'Use another account' goes back", async (label, provider) => {
    const user = userEvent.setup();
    fb.logInWithProvider.mockRejectedValue(firebaseError("auth/multi-factor-auth-required"));
    const step = { maskedPhone: "•••• 9876", sendCode: jest.fn().mockResolvedValue(undefined), verify: jest.fn() };
    fb.secondStepFor.mockResolvedValue(step);
    const { session } = renderLogin();
    await user.click(screen.getByRole("button", { name: label }));
    expect(await screen.findByText("We sent a 6-digit code by text message to •••• 9876.")).toBeInTheDocument();
    expect(fb.logInWithProvider).toHaveBeenCalledWith(provider);
    expect(session.completeSignIn).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Use another account" }));
    expect(await screen.findByRole("button", { name: label })).toBeEnabled();
    expect(step.verify).not.toHaveBeenCalled();
  });

  it("disables both buttons while a popup is open, and explains a closed popup", async () => {
    const user = userEvent.setup();
    const popup = deferred<User>();
    fb.logInWithProvider.mockReturnValue(popup.promise);
    const { session } = renderLogin();
    await user.click(screen.getByRole("button", { name: "Continue with Google" }));
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Continue with Github" })).toBeDisabled();
    popup.reject(firebaseError("auth/popup-closed-by-user"));
    expect(await screen.findByRole("alert")).toHaveTextContent(copy.auth.errors["auth/popup-closed-by-user"]);
    expect(screen.getByRole("button", { name: "Continue with Github" })).toBeEnabled();
    expect(fb.logInWithProvider).toHaveBeenCalledTimes(1);
    expect(session.completeSignIn).not.toHaveBeenCalled();
  });

  it.each(["auth/popup-blocked", "auth/cancelled-popup-request", "auth/network-request-failed"] as const)(
    "shows %s as a readable message",
    async (code) => {
      const user = userEvent.setup();
      fb.logInWithProvider.mockRejectedValue(firebaseError(code));
      renderLogin();
      await user.click(screen.getByRole("button", { name: "Continue with Github" }));
      expect(await screen.findByRole("alert")).toHaveTextContent(copy.auth.errors[code]);
    },
  );
});

describe("LoginPage Forget Password", () => {
  it("asks for the address when the email field is empty, focuses it, and sends nothing", async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole("button", { name: "Forget Password" }));
    expect(await screen.findByText(authCopy.login.resetNeedsEmail)).toBeInTheDocument();
    expect(emailBox()).toHaveFocus();
    expect(fb.sendPasswordReset).not.toHaveBeenCalled();
  });

  it("asks for the address when the typed one is not an email", async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(emailBox(), "rider");
    await user.click(screen.getByRole("button", { name: "Forget Password" }));
    expect(await screen.findByText(authCopy.login.resetNeedsEmail)).toBeInTheDocument();
    expect(fb.sendPasswordReset).not.toHaveBeenCalled();
  });

  it("sends the reset email to the typed address and says so", async () => {
    const user = userEvent.setup();
    fb.sendPasswordReset.mockResolvedValue();
    const { session, router } = renderLogin();
    await user.type(emailBox(), "rider@motoparts.test");
    await user.click(screen.getByRole("button", { name: "Forget Password" }));
    expect(await screen.findByText("If an account exists for that address, we've sent a link to reset its password.")).toBeInTheDocument();
    expect(fb.sendPasswordReset).toHaveBeenCalledWith("rider@motoparts.test");
    expect(fb.logInWithEmail).not.toHaveBeenCalled();
    expect(session.completeSignIn).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("answers a reset for an address without an account as it answers one with", async () => {
    const user = userEvent.setup();
    fb.sendPasswordReset.mockRejectedValue(firebaseError("auth/user-not-found"));
    renderLogin();
    await user.type(emailBox(), "nobody@motoparts.test");
    await user.click(screen.getByRole("button", { name: "Forget Password" }));
    expect(await screen.findByText("If an account exists for that address, we've sent a link to reset its password.")).toBeInTheDocument();
    expect(fb.sendPasswordReset).toHaveBeenCalledWith("nobody@motoparts.test");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows a reset that could not be sent under the form", async () => {
    const user = userEvent.setup();
    fb.sendPasswordReset.mockRejectedValue(firebaseError("auth/network-request-failed"));
    renderLogin();
    await user.type(emailBox(), "rider@motoparts.test");
    await user.click(screen.getByRole("button", { name: "Forget Password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(copy.auth.errors["auth/network-request-failed"]);
  });
});

describe("LoginPage layout", () => {
  it("has one h1, the page title, a link to sign up, and the right autocomplete attributes", async () => {
    renderLogin();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Login");
    await waitFor(() => expect(document.title).toBe("Login | MotoParts USA"));
    expect(screen.getByRole("link", { name: "Create Account" })).toHaveAttribute("href", "/signup");
    expect(emailBox()).toHaveAttribute("autocomplete", "email");
    expect(passwordBox()).toHaveAttribute("type", "password");
    expect(passwordBox()).toHaveAttribute("autocomplete", "current-password");
  });
});
