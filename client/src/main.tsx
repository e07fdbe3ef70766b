import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { HydrationState } from "react-router-dom";
import { App } from "./app/App";
import { loadPagesFor } from "./app/router";
import { loadApolloClient } from "./lib/apollo";
import { afterHydration, beginHydration } from "./lib/hydration";
import { createBrowserStyleCache } from "./lib/style-cache";
import { shopSystem } from "./lib/theme";
import { SSR_DATA_ID, type SsrData } from "./ssr-data";

const container = document.getElementById("root")!;

/** Resolves in a new task: the browser may paint and handle input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

function renderInBrowser(): void {
  // A transition renders in slices, letting the browser paint and respond in between.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App styleCache={createBrowserStyleCache()} />
      </StrictMode>,
    );
  });
}

/**
 * A page the server rendered (ADR 0041) is taken over as it is: its page's code and the API client are
 * loaded first, the client's cache is given the data the server used, and React hydrates the markup.
 */
async function hydrate(data: SsrData): Promise<void> {
  const [client] = await Promise.all([loadApolloClient({ hydrating: true }), loadPagesFor(window.location.pathname)]);
  // Each step in a task of its own, so that none holds a phone's main thread for long.
  await nextTask();
  shopSystem();
  await nextTask();
  client.restore(data.apollo);
  // Its queries answer from the data it came with until a second after it is hydrated (lib/apollo-client.ts).
  afterHydration(() => setTimeout(() => (client.prioritizeCacheValues = false), 1_000));
  // As a transition, hydration works in slices and lets the phone respond in between.
  beginHydration();
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App apolloClient={client} hydrationData={data.router as HydrationState} styleCache={createBrowserStyleCache()} />
      </StrictMode>,
    );
  });
}

const ssrData = document.getElementById(SSR_DATA_ID)?.textContent;
if (ssrData) {
  hydrate(JSON.parse(ssrData) as SsrData).catch(() => {
    // A page's code that cannot be downloaded: rendered in the browser, whose error page offers a reload.
    renderInBrowser();
  });
} else {
  renderInBrowser();
}
