import { useQuery } from "@apollo/client/react";
import { graphql } from "../gql";
import { useSession } from "./session";

export const IsAdminDocument = graphql(`
  query IsAdmin($email: String!) {
    isAdmin(email: $email)
  }
`);

/** Whether the signed-in user is an admin, as the server decides. False while loading. */
export function useIsAdmin(): { isAdmin: boolean; loading: boolean; error: unknown } {
  const { user, status } = useSession();
  const { data, loading, error } = useQuery(IsAdminDocument, {
    variables: { email: user?.email ?? "" },
    skip: status !== "signedIn" || !user,
    fetchPolicy: "cache-first",
  });
  return { isAdmin: data?.isAdmin === true, loading: status === "loading" || loading, error };
}
