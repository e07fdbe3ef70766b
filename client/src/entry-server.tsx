import { ApolloClient, ApolloLink } from "@apollo/client";
import type { SystemContext } from "@chakra-ui/react";
import { prerenderStatic } from "@apollo/client/react/ssr";
import type { FormattedExecutionResult, DocumentNode } from "graphql";
import { StrictMode, type ReactElement } from "react";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import { from } from "rxjs";
import type { Writable } from "node:stream";
import { AppShell } from "./app/App";
import { routes } from "./app/router";
import { createShopCache } from "./lib/apollo-cache";
import { currencyFromCookie } from "./lib/currency";
import { createShopSystem, shopSystem } from "./lib/theme";
import { createServerStyles } from "./lib/style-cache";
import type { EmotionCache } from "@emotion/cache";
import { documentTitle, ServerHeadProvider, SITE_DESCRIPTION, type RenderedHead } from "./lib/page-head";
import type { SsrData } from "./ssr-data";

export { ssrDataScript } from "./ssr-data";
export type { RenderedHead } from "./lib/page-head";

/** How the renderer asks the API: the server runs the operation in process, as a signed-out visitor. */
export type ExecuteOperation = (operation: {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName?: string;
}) => Promise<FormattedExecutionResult>;

export type RenderResult =
  | { kind: "redirect"; status: number; location: string }
  | {
      kind: "page";
      status: number;
      head: RenderedHead;
      /** The page's CSS, as `<style>` elements for the head (lib/style-cache.ts). */
      styles: string;
      /**
       * The data to hydrate the page with, or null when the browser should render it anew: a page that
       * met an API error (which the client's cache cannot carry) or answers other than 200.
       */
      data: SsrData | null;
      /** Streams the page's markup (the inside of #root) into `out`, then ends it. */
      pipe(out: Writable): void;
    };

// Made once: it resolves each route's page module the first time a path needs it.
const handler = createStaticHandler(routes);

/**
 * Renders a public page of the storefront on the server (ADR 0041): the router finds the page, the tree
 * is rendered until every query it makes has its data (Apollo's prerenderStatic), then rendered once more
 * as a stream. What the page declared about itself (title, description, structured data, a 404) comes
 * back with it, with the data the browser needs to hydrate it without fetching again.
 */
export async function renderPage(request: Request, execute: ExecuteOperation, signal: AbortSignal): Promise<RenderResult> {
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: "redirect", status: context.status, location: context.headers.get("Location") ?? "/" };
  }
  let apiErrors = 0;
  const link = new ApolloLink((operation) =>
    from(
      execute({ query: operation.query, variables: operation.variables, operationName: operation.operationName }).then((result) => {
        if (result.errors?.length) apiErrors++;
        return result;
      }),
    ),
  );
  const client = new ApolloClient({ link, cache: createShopCache(), ssrMode: true });
  const head: RenderedHead = { title: documentTitle(), description: SITE_DESCRIPTION, status: context.statusCode };
  const router = createStaticRouter(handler.dataRoutes, context);
  const tree = (styling: SystemContext, styleCache?: EmotionCache, pageHead = head) => (
    <StrictMode>
      <ServerHeadProvider head={pageHead}>
        <AppShell apolloClient={client} styling={styling} styleCache={styleCache} currency={currencyFromCookie(request.headers.get("cookie"))}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppShell>
      </ServerHeadProvider>
    </StrictMode>
  );
  // Each pass renders what the data fetched so far allows, until a pass asks for nothing new. Only their
  // data is kept, so they share the process's styling system.
  const prerendered = await prerenderStatic({ tree: tree(shopSystem()), renderFunction: renderToStaticMarkup, signal, ignoreResults: true, maxRerenders: 8 });
  if (prerendered.aborted) throw new Error("The page's data did not arrive in time.");
  const hydratable = apiErrors === 0 && head.status === 200;
  const data: SsrData | null = hydratable
    ? { apollo: client.extract() as Record<string, unknown>, router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors } }
    : null;
  // A new styling system names the classes as a browser starting afresh does (see createShopSystem). The
  // page is rendered with it once more, from the data now at hand, to learn its CSS for the head; the
  // stream that follows renders the same classes, without styles of its own.
  // Those renders' own head is not kept: the page's is the one its data gave.
  const styling = createShopSystem();
  const styles = createServerStyles();
  const streamed = (): ReactElement => tree(styling, styles.cache, { ...head });
  renderToStaticMarkup(streamed());
  return {
    kind: "page",
    status: head.status,
    head,
    styles: styles.headTags(),
    data,
    pipe(out) {
      const stream = renderToPipeableStream(streamed(), {
        onShellReady: () => stream.pipe(out),
        onShellError: (error) => out.destroy(error instanceof Error ? error : new Error(String(error))),
      });
      signal.addEventListener("abort", () => stream.abort(signal.reason), { once: true });
    },
  };
}
