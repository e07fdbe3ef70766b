import { screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { destinationFrom } from "../features/auth/destination";
import { IsAdminDocument } from "../lib/use-is-admin";
import { fakeSession, renderPage, riderUser } from "../test/render";
import { RequireAdmin, RequireAuth } from "./guards";
import { mockOperation, type OperationMock } from "../test/mocks";

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <p>login page, from {from}</p>;
}

const loginRoute = { path: "/login", element: <LoginProbe /> };

function guarded(guard: ReactElement) {
  return {
    element: guard,
    children: [{ path: "/dashboard/makeadmin", element: <p>secret admin page</p> }],
  };
}

function renderGuarded(guard: ReactElement, session = fakeSession(), mocks: OperationMock[] = []) {
  return renderPage(<Outlet />, {
    path: "/dashboard/makeadmin",
    routePath: "/root-unused",
    routes: [guarded(guard), loginRoute],
    session,
    mocks,
  });
}

describe("RequireAuth", () => {
  it("shows a spinner while the identity loads", () => {
    renderGuarded(<RequireAuth />, fakeSession({ status: "loading", user: null }));
    expect(screen.getByRole("status")).toHaveTextContent("Checking your sign-in");
    expect(screen.queryByText("secret admin page")).not.toBeInTheDocument();
  });

  it("sends a signed-out visitor to /login, remembering where they were", async () => {
    const { router } = renderGuarded(<RequireAuth />, fakeSession({ status: "signedOut", user: null }));
    expect(await screen.findByText("login page, from /dashboard/makeadmin")).toBeInTheDocument();
    // replace, not push: Back does not return to the guarded page
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("lets a signed-in user through", async () => {
    renderGuarded(<RequireAuth />);
    expect(await screen.findByText("secret admin page")).toBeInTheDocument();
  });
});

describe("RequireAdmin", () => {
  const isAdmin = (admin: boolean) => mockOperation(IsAdminDocument, { email: riderUser.email }, { isAdmin: admin });

  it("lets an admin through once the server says so", async () => {
    renderGuarded(<RequireAdmin />, fakeSession(), [isAdmin(true)]);
    expect(await screen.findByText("secret admin page")).toBeInTheDocument();
  });

  it("signs a non-admin out and sends them to /login", async () => {
    const session = fakeSession();
    renderGuarded(<RequireAdmin />, session, [isAdmin(false)]);
    expect(await screen.findByText(/login page/)).toBeInTheDocument();
    await waitFor(() => expect(session.signOut).toHaveBeenCalled());
    expect(screen.queryByText("secret admin page")).not.toBeInTheDocument();
  });

  it("tells the login page why, and where to come back to after signing in as an admin", async () => {
    const { router } = renderGuarded(<RequireAdmin />, fakeSession(), [isAdmin(false)]);
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.state).toMatchObject({ reason: "adminOnly" });
    expect(destinationFrom(router.state.location.state)).toEqual({ pathname: "/dashboard/makeadmin", search: "", hash: "" });
    expect(router.state.historyAction).toBe("REPLACE");
  });
});
