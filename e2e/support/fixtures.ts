import fs from "node:fs";
import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import { e2eEnv } from "./env";
import { GAPI_STAND_IN } from "./stand-ins/gapi";
import { stripeJsStandIn } from "./stand-ins/stripe-js";

/**
 * The journeys' fixtures:
 * - every browser context answers the unreachable third-party scripts with the stand-ins (Stripe.js,
 *   Google's gapi loader) and the Auth emulator popup's CDN styles with nothing; any other request that
 *   leaves this machine is refused and fails the test;
 * - every page's console errors and uncaught exceptions fail the test, except those a test declares
 *   with `consoleErrors.allow(pattern, why)`;
 * - `shot(name)` saves the journey's end state to e2e/artifacts/screenshots/<name>.png.
 */

const SCREENSHOTS = path.join(__dirname, "..", "artifacts", "screenshots");

/** The dead picture link journey 32 gives its part, on purpose. */
export const BROKEN_PICTURE = "/images/parts/this-picture-does-not-exist.png";

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

interface ConsoleErrors {
  /** Lets console errors matching `pattern` through, for this test only; `why` documents it. */
  allow(pattern: RegExp, why: string): void;
  /** What was collected so far (allowed or not). */
  list(): { text: string; url: string; allowed: boolean }[];
}

interface StripeJs {
  /** Holds back Stripe.js until the returned function is called (to see the page before it loads). */
  hold(): () => void;
  /** Resolves when Stripe.js may be answered. */
  released(): Promise<void>;
}

interface Fixtures {
  consoleErrors: ConsoleErrors;
  stripeJs: StripeJs;
  /** Saves e2e/artifacts/screenshots/<name>.png: the whole page, or only what is in view. */
  shot: (name: string, options?: { fullPage?: boolean }) => Promise<void>;
  /** Requests to other hosts that no stand-in answers (the test fails when there are any). */
  externalRequests: string[];
}

export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => {
    await use(e2eEnv.appUrl);
  },

  externalRequests: async ({}, use) => {
    await use([]);
  },

  stripeJs: async ({}, use) => {
    let gate: Promise<void> = Promise.resolve();
    await use({
      hold() {
        let release!: () => void;
        gate = new Promise<void>((resolve) => (release = resolve));
        return () => release();
      },
      released: () => gate,
    });
  },

  context: async ({ context, stripeJs, externalRequests }, use) => {
    // Registered first, so the specific routes below (registered later) take precedence.
    await context.route(
      (url) => !LOCAL_HOSTS.has(url.hostname),
      (route) => {
        externalRequests.push(`${route.request().method()} ${route.request().url()}`);
        return route.abort("blockedbyclient");
      },
    );
    // The Auth emulator's sign-in popup styles itself from unpkg and Google Fonts.
    await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) =>
      route.fulfill({ status: 200, contentType: route.request().resourceType() === "script" ? "text/javascript" : "text/css", body: "" }),
    );
    await context.route("https://apis.google.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript; charset=utf-8", body: GAPI_STAND_IN }),
    );
    const stripeScript = stripeJsStandIn(e2eEnv.stripeUrl);
    await context.route("https://js.stripe.com/**", async (route) => {
      await stripeJs.released();
      await route.fulfill({ status: 200, contentType: "text/javascript; charset=utf-8", body: stripeScript });
    });
    await use(context);
  },

  consoleErrors: async ({ context }, use, testInfo) => {
    const collected: { text: string; url: string; allowed: boolean }[] = [];
    const allowed: { pattern: RegExp; why: string }[] = [];
    const isAllowed = (text: string) => allowed.some(({ pattern }) => pattern.test(text));
    const watch = (page: Page) => {
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        const location = msg.location();
        // A not-found page answers 404 on purpose (ADR 0041); Chromium logs the document's own status.
        if (/status of 404/.test(msg.text()) && location.url === page.url()) return;
        // Journey 32's part has a picture that does not exist, on purpose: any page listing it logs its 404.
        if (/status of 404/.test(msg.text()) && location.url.endsWith(BROKEN_PICTURE)) return;
        const text = `${msg.text()}${location.url ? ` (${location.url}:${location.lineNumber})` : ""}`;
        collected.push({ text, url: page.url(), allowed: isAllowed(text) });
      });
      page.on("pageerror", (err) => {
        const text = `Uncaught ${err.name}: ${err.message}`;
        collected.push({ text, url: page.url(), allowed: isAllowed(text) });
      });
    };
    context.pages().forEach(watch);
    context.on("page", watch);
    await use({
      allow(pattern, why) {
        if (!why) throw new Error("say why this console error is expected");
        allowed.push({ pattern, why });
        for (const entry of collected) entry.allowed ||= pattern.test(entry.text);
      },
      list: () => collected.slice(),
    });
    const unexpected = collected.filter((e) => !e.allowed);
    if (collected.length) {
      await testInfo.attach("console-errors", {
        body: collected.map((e) => `${e.allowed ? "allowed" : "UNEXPECTED"} on ${e.url}: ${e.text}`).join("\n"),
        contentType: "text/plain",
      });
    }
    expect(unexpected.map((e) => `${e.url}: ${e.text}`), "console errors in the pages").toEqual([]);
  },

  page: async ({ page, consoleErrors, externalRequests }, use) => {
    void consoleErrors; // set up before the page is used
    // A server-rendered page shows before its scripts take it over (ADR 0041): a journey acts on it
    // once they have, as a rider's click before then would be lost.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilInteractive(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilInteractive(page);
      return response;
    };
    await use(page);
    expect(externalRequests, "requests that left this machine").toEqual([]);
  },

  shot: async ({ page }, use) => {
    await use(async (name, options) => {
      fs.mkdirSync(SCREENSHOTS, { recursive: true });
      // Entrance animations are finished first: the picture is the page as it settles, not mid-fade.
      await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: options?.fullPage ?? true, animations: "disabled" });
    });
  },
});

/** Until the storefront's scripts run the page (`<html data-interactive>`); other documents at once. */
function untilInteractive(page: Page): Promise<unknown> {
  return page.waitForFunction(() => !document.getElementById("root") || document.documentElement.hasAttribute("data-interactive"));
}

export { expect };
