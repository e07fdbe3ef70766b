import { useEffect } from "react";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router-dom";
import { ErrorState } from "../components/ErrorState";
import { FullPageSpinner } from "../components/FullPageSpinner";
import { errorCode } from "../lib/graphql-errors";
import { copy } from "../lib/copy";
import { useIsAdmin } from "../lib/use-is-admin";
import { useSession } from "../lib/session";

/** Signed-in pages: a spinner while identity loads; signed-out visitors go to /login and come back after. */
export function RequireAuth() {
  const { status, signOutReason } = useSession();
  const location = useLocation();
  if (status === "loading") return <FullPageSpinner label={copy.guards.checking} />;
  if (status === "signedOut") {
    // A guard that signed the user out says why (the login page shows it).
    return <Navigate to="/login" replace state={{ from: location, ...(signOutReason ? { reason: signOutReason } : {}) }} />;
  }
  return <Outlet />;
}

/**
 * Admin pages: the server decides; a non-admin is signed out and sent to /login, as the spec says. The
 * login page says why, and signing in there as an admin comes back to the page (`state.from`).
 */
export function RequireAdmin() {
  const { isAdmin, loading, error } = useIsAdmin();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const code = errorCode(error);
  // A network failure is not a refusal: only the server's "no" signs the user out.
  const unreachable = !!error && code !== "UNAUTHENTICATED" && code !== "FORBIDDEN";
  const refused = !loading && !isAdmin && !unreachable;

  useEffect(() => {
    if (!refused) return;
    const from = { pathname: location.pathname, search: location.search, hash: location.hash };
    void signOut("adminOnly").finally(() => navigate("/login", { replace: true, state: { from, reason: "adminOnly" } }));
  }, [refused, signOut, navigate, location.pathname, location.search, location.hash]);

  if (unreachable) return <ErrorState error={error} onRetry={() => window.location.reload()} />;
  if (!isAdmin) return <FullPageSpinner label={copy.guards.checking} />;
  return <Outlet />;
}
