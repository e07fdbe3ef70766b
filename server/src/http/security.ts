import type { RequestHandler } from "express";
import helmet from "helmet";
import type { CorsOptions } from "cors";
import type { Config } from "../config";
import type { PlainMiddleware } from "./graphql-posts";

/** /graphql answers JSON, or Apollo Sandbox's page, which loads Apollo's own scripts: no policy there. */
export function apiSecurityHeaders(): PlainMiddleware {
  return helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
}

/**
 * Helmet's headers with a Content-Security-Policy that allows only what the storefront needs: its own
 * files, Firebase Authentication (and its emulator), and Stripe.
 */
export function securityHeaders(config: Config): RequestHandler {
  // Vite's dev server injects inline scripts and a websocket for hot reload.
  if (config.clientDev) return helmet({ contentSecurityPolicy: false });
  const emulator = config.firebase.emulatorHost ? [`http://${config.firebase.emulatorHost}`] : [];
  const stripeApi = config.stripe.apiUrl ? [new URL(config.stripe.apiUrl).origin] : ["https://api.stripe.com"];
  const withPolicy = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "https://js.stripe.com", "https://apis.google.com"],
        // Chakra UI (Emotion) writes its styles into <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Part pictures may be any https URL an admin gives; avatars come from Google and GitHub.
        imgSrc: ["'self'", "data:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: [
          "'self'",
          "https://identitytoolkit.googleapis.com",
          "https://securetoken.googleapis.com",
          ...stripeApi,
          ...emulator,
        ],
        frameSrc: ["https://js.stripe.com", "https://hooks.stripe.com", `https://${config.firebase.authDomain}`, ...emulator],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.env === "production" ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Stripe's and Firebase's frames need the opener relationship for popups.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    crossOriginEmbedderPolicy: false,
  });
  const withoutPolicy = apiSecurityHeaders();
  return (req, res, next) => (req.path.startsWith("/graphql") ? withoutPolicy(req, res, next) : withPolicy(req, res, next));
}

/** CORS: only the configured origins may call the API from another site; same-origin needs none. */
export function corsOptions(config: Config): CorsOptions {
  const allowed = new Set(config.corsOrigins);
  return {
    origin: (origin, callback) => callback(null, !!origin && allowed.has(origin)),
    methods: ["GET", "POST", "PUT", "DELETE"],
    allowedHeaders: ["content-type", "authorization", "apollo-require-preflight", "x-apollo-operation-name", "x-request-id"],
    exposedHeaders: ["x-request-id", "link", "location", "retry-after"],
    maxAge: 600,
  };
}
