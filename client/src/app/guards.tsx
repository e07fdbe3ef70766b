import { useEffect } from "react";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router-dom";
import { ErrorState } from "../components/ErrorState";
import { FullPageSpinner } from "../components/FullPageSpinner";
import { errorCode } from "../lib/apollo";
import { copy } from "../lib/copy";
import { useIsAdmin } from "../lib/use-is-admin";
import { useSession } from "../lib/session";

/** Signed-in pages: a spinner while identity loads; signed-out visitors go to /login and come back after. */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === "loading") return <FullPageSpinner label={copy.guards.checking} />;
  if (status === "signedOut") return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}

/**
 * Admin pages: the server decides; a non-admin is signed out and sent to /login, as the spec says.
 * Without the admin page as `state.from`: signing in again must not lead back here, or it would sign
 * them out again, forever; they land on the usual destination instead.
 */
export function RequireAdmin() {
  const { isAdmin, loading, error } = useIsAdmin();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const code = errorCode(error);
  // A network failure is not a refusal: only the server's "no" signs the user out.
  const unreachable = !!error && code !== "UNAUTHENTICATED" && code !== "FORBIDDEN";
  const refused = !loading && !isAdmin && !unreachable;

  useEffect(() => {
    if (!refused) return;
    void signOut().finally(() => navigate("/login", { replace: true }));
  }, [refused, signOut, navigate]);

  if (unreachable) return <ErrorState error={error} onRetry={() => window.location.reload()} />;
  if (!isAdmin) return <FullPageSpinner label={copy.guards.checking} />;
  return <Outlet />;
}
