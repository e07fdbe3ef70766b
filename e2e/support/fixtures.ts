import fs from "node:fs";
import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import { e2eEnv } from "./env";
import { leavesMachine } from "./stand-ins/third-party-host";

/**
 * The journeys' fixtures:
 * - the unreachable third-party scripts (Stripe.js, Google's gapi loader, the Auth emulator popup's CDN
 *   styles) come from the stand-in hosts (stand-ins/third-party-host.ts); a request to any other host
 *   but this machine fails, and fails the test;
 * - every page's console errors and uncaught exceptions fail the test, except those a test declares
 *   with `consoleErrors.allow(pattern, why)`;
 * - `shot(name)` saves the journey's end state to e2e/artifacts/screenshots/<name>.png.
 */

const SCREENSHOTS = path.join(__dirname, "..", "artifacts", "screenshots");

/** The dead picture link journey 32 gives its part, on purpose. */
export const BROKEN_PICTURE = "/images/parts/this-picture-does-not-exist.png";

interface ConsoleErrors {
  /** Lets console errors matching `pattern` through, for this test only; `why` documents it. */
  allow(pattern: RegExp, why: string): void;
  /** What was collected so far (allowed or not). */
  list(): { text: string; url: string; allowed: boolean }[];
}

interface StripeJs {
  /** Holds back Stripe.js until the returned function is called (to see the page before it loads). */
  hold(): Promise<() => void>;
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

  stripeJs: async ({ context }, use) => {
    await use({
      async hold() {
        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        // Only this test's context is routed, and only from here on.
        await context.route("https://js.stripe.com/**", async (route) => {
          await gate;
          await route.continue();
        });
        return release;
      },
    });
  },

  context: async ({ context, externalRequests }, use) => {
    // Nothing is intercepted (Playwright's routing would turn the browser's cache off): the stand-in hosts
    // answer the third-party scripts, and any other name resolves to nothing (playwright.config.ts). A
    // request to one is recorded here, and fails the test.
    context.on("request", (request) => {
      if (leavesMachine(request.url())) externalRequests.push(`${request.method()} ${request.url()}`);
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
        // A page that names no icon (the Auth emulator's sign-in popup, the development mail viewer):
        // Chromium asks its origin for /favicon.ico by itself. The shop's own pages name theirs.
        if (/status of 404/.test(msg.text()) && /^https?:/.test(page.url()) && location.url === new URL("/favicon.ico", page.url()).href) return;
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
