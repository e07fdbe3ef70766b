import { ChakraProvider } from "@chakra-ui/react";
import type { CurrencyCode } from "@shared/currencies";
import { CurrencyProvider } from "../lib/currency";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router-dom";
import { SessionContext, type Session, type SessionUser } from "../lib/session";
import { shopSystem } from "../lib/theme";
import type { OperationMock } from "./mocks";
import ToastList from "../lib/toast-list";

export const riderUser: SessionUser = {
  uid: "uid-rider",
  email: "rider@motoparts.test",
  displayName: "Riley Rider",
  photoURL: null,
};

export function fakeSession(overrides: Partial<Session> = {}): Session {
  return {
    status: "signedIn",
    user: riderUser,
    completeSignIn: jest.fn(async () => {}),
    refreshVerification: jest.fn(async () => false),
    signOut: jest.fn(async () => {}),
    signOutReason: null,
    ...overrides,
  };
}

export interface RenderPageOptions {
  /** The URL to open. */
  path?: string;
  /** Extra routes (e.g. where a page navigates to). */
  routes?: RouteObject[];
  /** The route pattern the element is mounted at (default: the path). */
  routePath?: string;
  /** The server's answers, made with mocks.ts's helpers so they are typed from the operations. */
  mocks?: OperationMock[];
  session?: Session;
  /** The currency the `currency` cookie names (lib/currency.tsx); none: the browser's region's. */
  currency?: CurrencyCode | null;
}

/** Renders a page with the app's providers: Chakra, a mocked Apollo server, a session, a router. */
export function renderPage(element: ReactElement, options: RenderPageOptions = {}): RenderResult & { router: ReturnType<typeof createMemoryRouter>; session: Session } {
  const path = options.path ?? "/";
  const session = options.session ?? fakeSession();
  const router = createMemoryRouter(
    [{ path: options.routePath ?? path.split("?")[0], element }, ...(options.routes ?? []), { path: "*", element: <p>elsewhere</p> }],
    { initialEntries: [path] },
  );
  const result = render(
    <ChakraProvider value={shopSystem()}>
      <MockedProvider mocks={options.mocks ?? []}>
        <SessionContext.Provider value={session}>
          <CurrencyProvider initial={options.currency ?? null}>
            <RouterProvider router={router} />
          </CurrencyProvider>
          {/* The toasts themselves, rather than the Toaster that downloads them with the first one. */}
          <ToastList />
        </SessionContext.Provider>
      </MockedProvider>
    </ChakraProvider>,
  );
  return { ...result, router, session };
}
