import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { act, render, screen, waitFor } from "@testing-library/react";
import { useEffect } from "react";
import { Observable } from "rxjs";
import { SessionProvider, useSession, type Session } from "./session";

/** A Firebase user as the auth observer reports it, whose ID token carries the current name. */
const firebaseUser = { uid: "u1", email: "new.rider@example.com", displayName: null as string | null, photoURL: null };
let idTokenCalls: boolean[] = [];
let notify: ((user: typeof firebaseUser | null) => void) | undefined;
/** Whether Firebase says the address is verified when asked again. */
let verifiedInFirebase = false;

jest.mock("./firebase", () => ({
  watchUser: async (cb: (user: unknown) => void) => {
    notify = cb;
    return () => {};
  },
  getFirebaseAuth: async () => ({ currentUser: firebaseUser }),
  currentIdToken: async (force: boolean) => {
    idTokenCalls.push(force);
    return `id-token-for-${firebaseUser.displayName ?? "nobody"}`;
  },
  logOut: async () => {},
  emailVerifiedNow: async () => verifiedInFirebase,
}));

/** Records every SignIn with the Firebase token it carried; each answer waits until released. */
function recordingClient() {
  const sent: string[] = [];
  const release: (() => void)[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push((operation.getContext().headers as Record<string, string>).authorization);
        release.push(() => {
          observer.next({
            data: {
              signIn: {
                __typename: "AccessToken",
                token: "header.eyJlbWFpbCI6Im5ldy5yaWRlckBleGFtcGxlLmNvbSIsImV4cCI6OTk5OTk5OTk5OX0.sig",
                expiresAt: "2099-01-01T00:00:00.000Z",
                user: { __typename: "User", id: "1", email: firebaseUser.email, role: "user", displayName: firebaseUser.displayName, photoUrl: null },
              },
            },
          });
          observer.complete();
        });
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), sent, release };
}

/** The session as the probe last rendered it, for the test to call. */
let session: Session;
function Probe() {
  const current = useSession();
  useEffect(() => {
    session = current;
  });
  return <p>{`status: ${current.status}`}</p>;
}

beforeEach(() => {
  idTokenCalls = [];
  firebaseUser.displayName = null;
  verifiedInFirebase = false;
  localStorage.clear();
});

it("exchanges a fresh token after sign-up, so the shop records the display name", async () => {
  const { client, sent, release } = recordingClient();
  render(
    <ApolloProvider client={client}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </ApolloProvider>,
  );
  await waitFor(() => expect(notify).toBeDefined());

  // The account exists: the observer starts an exchange with a token that has no name yet.
  await act(async () => {
    void notify!(firebaseUser);
  });
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toBe("Bearer id-token-for-nobody");

  // The sign-up page sets the name, then completes the sign-in while the first exchange is in flight.
  firebaseUser.displayName = "New Rider";
  let completed = false;
  const completing = session.completeSignIn().then(() => {
    completed = true;
  });
  release[0]();
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]).toBe("Bearer id-token-for-New Rider");
  expect(completed).toBe(false);
  await act(async () => {
    release[1]();
    await completing;
  });
  expect(completed).toBe(true);
  expect(localStorage.getItem("accessToken")).toMatch(/^header\./);
  await waitFor(() => expect(screen.getByText("status: signedIn")).toBeInTheDocument());
});

it("exchanges once at log-in when the auth observer already exchanged the same ID token", async () => {
  firebaseUser.displayName = "Riley Rider";
  const { client, sent, release } = recordingClient();
  render(
    <ApolloProvider client={client}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </ApolloProvider>,
  );
  await waitFor(() => expect(notify).toBeDefined());
  await act(async () => {
    void notify!(firebaseUser);
  });
  await waitFor(() => expect(sent).toHaveLength(1));

  const completing = session.completeSignIn();
  await act(async () => {
    release[0]();
    await completing;
  });
  expect(sent).toEqual(["Bearer id-token-for-Riley Rider"]);
  expect(localStorage.getItem("accessToken")).toMatch(/^header\./);
  await waitFor(() => expect(screen.getByText("status: signedIn")).toBeInTheDocument());
});

it("takes a fresh ID token and exchanges it once the address is verified, and does nothing before", async () => {
  firebaseUser.displayName = "Riley Rider";
  const { client, sent, release } = recordingClient();
  render(
    <ApolloProvider client={client}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </ApolloProvider>,
  );
  await waitFor(() => expect(notify).toBeDefined());
  await act(async () => {
    void notify!(firebaseUser);
  });
  await waitFor(() => expect(sent).toHaveLength(1));
  await act(async () => release[0]());
  idTokenCalls = [];

  await expect(session.refreshVerification()).resolves.toBe(false);
  expect(sent).toHaveLength(1);

  verifiedInFirebase = true;
  let verified: boolean | undefined;
  const refreshing = session.refreshVerification().then((v) => {
    verified = v;
  });
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(idTokenCalls).toEqual([true]);
  await act(async () => {
    release[1]();
    await refreshing;
  });
  expect(verified).toBe(true);
});
