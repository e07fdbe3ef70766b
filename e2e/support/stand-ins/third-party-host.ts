import { execFileSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { GAPI_STAND_IN } from "./gapi";
import { stripeJsStandIn } from "./stripe-js";

/**
 * The third-party hosts the storefront's pages load scripts and styles from, answered on this machine:
 * Stripe.js, Google's gapi loader (Firebase's popup sign-in), and the CDN styles and fonts of the Auth
 * emulator's sign-in popup. None can be reached here.
 *
 * They are answered by one HTTPS server on a loopback port, with a certificate made for the run, and
 * Chromium is pointed at it by its host resolver (`hostResolverRules`): the browser asks for
 * https://js.stripe.com/… as it would anywhere, and no request of the page is intercepted. (Playwright's
 * request routing would answer them too, but while any route is set it stops every request of the page
 * for its handlers and turns the browser's cache off: each page then fetched all its scripts again.)
 */

export const STAND_IN_HOSTS = ["js.stripe.com", "apis.google.com", "unpkg.com", "fonts.googleapis.com", "fonts.gstatic.com"] as const;

export interface ThirdPartyHost {
  port: number;
  close(): Promise<void>;
}

export async function startThirdPartyHost(stripeApiUrl: string): Promise<ThirdPartyHost> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "motoparts-e2e-tls-"));
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
      "-keyout", keyFile, "-out", certFile,
      "-subj", "/CN=MotoParts USA journeys' stand-ins",
      "-addext", `subjectAltName=${STAND_IN_HOSTS.map((host) => `DNS:${host}`).join(",")}`,
    ],
    { stdio: "ignore" },
  );
  const tls = { key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) };
  fs.rmSync(dir, { recursive: true, force: true });
  const stripeScript = stripeJsStandIn(stripeApiUrl);
  const server = https.createServer(tls, (req, res) => {
    const host = (req.headers.host ?? "").replace(/:\d+$/, "");
    const answer = (contentType: string, body: string) => {
      res.writeHead(200, { "content-type": contentType, "cache-control": "no-store", "access-control-allow-origin": "*" });
      res.end(body);
    };
    if (host === "js.stripe.com") return answer("text/javascript; charset=utf-8", stripeScript);
    if (host === "apis.google.com") return answer("text/javascript; charset=utf-8", GAPI_STAND_IN);
    // The popup's CDN scripts and styles (unpkg) and Google Fonts' styles and fonts: empty, of their kind.
    const script = /\.m?js(?:[?#]|$)/.test(req.url ?? "");
    return answer(script ? "text/javascript; charset=utf-8" : "text/css; charset=utf-8", "");
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Chromium's `--host-resolver-rules`: the stand-in hosts at the stand-in server's port, every other name
 * but localhost unresolvable, so that no request of a page leaves this machine.
 */
export function hostResolverRules(port: number): string {
  return [...STAND_IN_HOSTS.map((host) => `MAP ${host} 127.0.0.1:${port}`), "MAP * ~NOTFOUND", "EXCLUDE localhost", "EXCLUDE 127.0.0.1", "EXCLUDE [::1]"].join(", ");
}

/** Whether a request of a page goes to a host other than this machine and the stand-ins. */
export function leavesMachine(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (!/^(?:https?|wss?):$/.test(parsed.protocol)) return false;
  const host = parsed.hostname;
  if (host === "127.0.0.1" || host === "localhost" || host === "[::1]") return false;
  return !(STAND_IN_HOSTS as readonly string[]).includes(host);
}
