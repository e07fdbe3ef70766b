import { stockMessages } from "@shared/stock";
import { ruleMessages } from "@shared/rules";

// A page formats its prices and counts without Intl: the first formatter a page makes loads the locale's
// number data, about 20 ms of a phone's main thread while the page starts (ADR 0041). Tests check both
// functions against Intl.

/** A whole number as `toLocaleString("en-US")` writes it ("12,345"); anything else is left to it. */
export function thousands(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString("en-US");
  return (n < 0 ? "-" : "") + groupThousands(Math.abs(n));
}

const groupThousands = (whole: number) => whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** An amount as US dollars, as `Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })` writes it ("$1,234.56", "-$0.50"). */
export function usd(amount: number): string {
  if (!Number.isFinite(amount)) return usdFormat().format(amount);
  // Cents rounded half away from zero on the amount's decimal digits, as Intl does (1.005 is $1.01).
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  const sign = amount < 0 || Object.is(amount, -0) ? "-" : "";
  return `${sign}$${groupThousands(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, "0")}`;
}

let intlUsd: Intl.NumberFormat | undefined;
const usdFormat = () => (intlUsd ??= new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }));

/**
 * The storefront's shared strings: the shell (navigation, footer, errors), what several features show
 * (parts, orders, sign-in errors) and the validation messages. A feature's own strings are in its
 * `copy.ts`, so each string still has one place. The spec's strings are quoted verbatim,
 * spelling included ('pices', 'My orderment {count}', 'Ratings: N 0f 5', ...). Validation messages come
 * from shared/rules.ts, which the server uses too. Long-form content (articles, answers, the portfolio)
 * lives in the content files of its page.
 */
export const copy = {
  brand: "MotoParts USA",
  validation: ruleMessages,

  nav: {
    home: "Home",
    dashboard: "Dashboard",
    blog: "Blog",
    portfolio: "My Portfolio",
    login: "Login",
    signOut: "Signout",
    menu: "Open menu",
    closeMenu: "Close menu",
    skipToContent: "Skip to content",
    avatarAlt: (name: string) => `${name}'s avatar`,
    primary: "Main",
    /** The phones' menu: the customer care pages a rider on the road looks for. */
    care: "Customer care",
    myOrders: "My orders",
    shipping: "Shipping",
    returns: "Returns",
  },

  // The currency picker in the top bar (components/CurrencyPicker.tsx).
  currency: {
    label: "Currency",
    unavailable: (code: string) => `Prices in ${code} aren't available right now, so they are shown in US dollars.`,
  },

  // The search box in the top bar (features/search/SearchBox.tsx).
  searchBox: {
    label: "Search parts",
    placeholder: "Search parts, brands, part numbers",
    open: "Search",
    close: "Close search",
    submit: "Search",
    suggestions: "Suggestions",
    parts: "Parts",
    categories: "Categories",
    partNumber: (number: string) => `Part no. ${number}`,
    inCategory: (parent: string) => `in ${parent}`,
    hint: "Type at least 2 characters for suggestions; use the arrow keys to choose one.",
  },

  footer: {
    // Every footer link leads to a page of the shop (the spec's were dummies).
    columns: [
      {
        title: "Shop",
        links: [
          { label: "Our collections", to: "/" },
          { label: "Blog", to: "/blog" },
          { label: "Some Questions Answer", to: "/questions" },
          { label: "Digital campaigns", to: "/services/digital-campaigns" },
        ],
      },
      {
        title: "Customer care",
        links: [
          { label: "Shipping", to: "/shipping" },
          { label: "Returns", to: "/returns" },
          { label: "My orders", to: "/dashboard/myorder" },
        ],
      },
      {
        title: "Legal",
        links: [
          { label: "Terms of use", to: "/terms" },
          { label: "Privacy policy", to: "/privacy" },
        ],
      },
    ],
    newsletterTitle: "Newsletter",
    newsletterLabel: "Your email address",
    newsletterPlaceholder: "you@example.com",
    newsletterButton: "Sign Up",
    newsletterDone: "You are signed up for our newsletter.",
    social: { facebook: "MotoParts USA on Facebook", twitter: "MotoParts USA on X (Twitter)", instagram: "MotoParts USA on Instagram", youtube: "MotoParts USA on YouTube" },
    copyright: "Copyright © 2022 MotoParts USA. All rights reserved.",
  },

  common: {
    loading: "Loading…",
    retry: "Try again",
    error: "Something went wrong.",
    networkError: "We could not reach the shop. Check your connection and try again.",
    pices: "pices",
    dollars: (amount: number) => usd(amount),
    /** Whole minutes left, as a countdown says them: "45 min", "2 h 15 min", "2 days 3 h". */
    timeLeft: (minutes: number) => {
      const hours = Math.floor(minutes / 60);
      if (hours >= 24) {
        const days = Math.floor(hours / 24);
        const rest = hours % 24;
        return `${days} ${days === 1 ? "day" : "days"}${rest > 0 ? ` ${rest} h` : ""}`;
      }
      if (hours === 0) return `${minutes} min`;
      return minutes % 60 > 0 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
    },
    close: "Close",
    dismiss: "Dismiss",
    cancel: "Cancel",
    save: "Save",
    confirm: "Yes",
  },

  // An order refused until the buyer's email address is verified: the ways forward.
  verifyEmail: {
    sendAgain: "Send the verification email again",
    sent: (email: string) => `We sent a new link to ${email}.`,
    verified: "I have verified it",
    nowVerified: "Thanks: your email address is verified. Try again now.",
    notYet: "We cannot see the verification yet: open the link in the email we sent, then press “I have verified it”.",
  },

  // Shared by every page that shows a part.
  parts: {
    pictureUnavailable: (name: string) => `${name} (picture not available)`,
    soldOut: "Sold out",
    notifyMe: "Email me when it's back",
    notifyMeFor: (name: string) => `Email me when ${name} is back`,
    inStock: "In stock",
    onlyLeft: (n: number) => `Only ${n} left`,
  },

  // The cart as the catalogue and the top bar show it (the cart's own pages are in features/cart/copy.ts).
  cart: {
    button: (count: number) => (count === 0 ? "Cart, empty" : `Cart, ${count} ${count === 1 ? "item" : "items"}`),
    buttonLoading: "Cart",
    add: "Add to cart",
    addFor: (name: string) => `Add ${name} to cart`,
    adding: "Adding…",
    quantity: "Quantity",
    quantityOf: (name: string) => `Quantity of ${name}`,
    decrease: (name: string) => `Fewer of ${name}`,
    increase: (name: string) => `More of ${name}`,
    quantityHelp: (min: number, max: number) => (min === max ? `Exactly ${min} pices` : `From ${min} to ${max} pices`),
    added: "Added to your cart",
    addedWhat: (quantity: number, name: string) => `${quantity} × ${name}`,
    viewCart: "View cart",
    notAdded: "Not added to your cart",
    // The server's own words for the same refusals (shared/stock.ts).
    soldOut: stockMessages.soldOut,
    belowMinimum: stockMessages.belowMinimum,
    aboveStock: stockMessages.aboveStock,
    alreadyInCart: (n: number) => `Your cart has ${n} already.`,
    /** Said at sign-in, once the parts a guest chose have joined the account's cart. */
    mergedFromGuest: (units: number, onlyPart: string | null) =>
      onlyPart ? `We added the ${units} ${onlyPart} from before you signed in` : `We added ${units} ${units === 1 ? "part" : "parts"} from before you signed in`,
    wholeNumber: stockMessages.wholeNumber,
  },

  chunkError: {
    title: "This page could not be loaded",
    body: "A part of the shop failed to download, maybe because it was updated or the connection dropped.",
    reload: "Reload the page",
    name: "ChunkLoadError",
    message: (id: string) => `Loading chunk ${id} failed`,
  },

  routeError: {
    title: "Something went wrong",
    body: "An unexpected error stopped this page. Reload it, or go back to the home page.",
    home: "Return Home",
  },

  guards: {
    checking: "Checking your sign-in…",
    adminsOnly: "Admins only",
    adminsOnlyBody: "Adding products is for the shop's admins. Ask an admin to give you access.",
  },

  dashboard: {
    welcome: "Welcome to your Dashboard",
    menu: {
      myProfile: "My Profile",
      addReview: "Add Review",
      myOrder: "My Order",
      addProduct: "Add Product",
      makeAdmin: "Make Admin",
      manageAllOrders: "Manage All Orders",
      manageProduct: "Manage Products",
      catalogueFiles: "Import & export",
      shipping: "Shipping",
      exchangeRates: "Exchange rates",
      screening: "Export screening",
      moderation: "Moderation",
      returns: "Returns",
      inbox: "Inbox",
    },
    menuLabel: "Dashboard",
  },

  // My Order's strings (the admins' order list shares a few).
  orders: {
    heading: (count: number) => `My orderment ${count}`,
    columns: { number: "Number", name: "Name", orderName: "Order Name", quantity: "Quantity", payment: "Payment" },
    normalGuy: "Normal guy",
    pay: "Pay",
    paid: "Paid",
    cancel: "Cancel",
    confirmCancel: "Are sure to delete it?",
    cancelled: "successfully delete one order",
    paidCannotCancel: "This order is paid, so it cannot be cancelled.",
    empty: "You have no orders yet.",
    headingLoading: "My orderment",
    caption: "Your orders, newest first",
    payFor: (product: string) => `Pay for ${product}`,
    /** Some of a paid order given back while the rest goes on. */
    partlyRefunded: (amount: string) => `Partly refunded (${amount})`,
    detailsOf: (number: string, product: string) => `Order ${number} (${product}): details`,
    cancelFor: (product: string) => `Cancel the order of ${product}`,
    shipped: "Shipped",
    confirmCancelBody: (product: string, quantity: number) => `Your order of ${quantity} pices of ${product} will be cancelled.`,
    keepOrder: "No, keep it",
    confirmYes: "Yes, cancel it",
    emptyHint: "Find the part you need in our collections and book it.",
    shopParts: "Shop parts",
    loadError: "We could not load your orders.",
  },

  // The policy pages' titles (their text is in features/content/policies.content.ts).
  policies: {
    shipping: "Shipping",
    returns: "Returns",
    privacy: "Privacy policy",
    terms: "Terms of use",
    updated: (date: string) => `Last updated ${date}.`,
  },

  // Sign-in errors and the second step, shown by the auth pages, the session and the profile.
  auth: {
    secondStep: {
      title: "Two-step verification",
      sent: (phone: string) => `We sent a 6-digit code by text message to ${phone}.`,
      codeLabel: "Code",
      codeHelp: "6 digits, valid for a few minutes.",
      codeInvalid: "Enter the 6 digits of the code.",
      verify: "Verify",
      resend: "Send a new code",
      resendIn: (seconds: number) => `Send a new code in ${seconds} s`,
      resent: "We sent a new code.",
      cancel: "Use another account",
    },
    errors: {
      // One answer for a wrong password and an unknown email: the sign-in never tells which emails have accounts.
      "auth/invalid-credential": "The email or password is not right.",
      "auth/wrong-password": "The email or password is not right.",
      "auth/user-not-found": "The email or password is not right.",
      "auth/email-already-in-use": "An account with this email already exists. Log in instead.",
      "auth/weak-password": "The password is too weak: use at least 6 characters.",
      "auth/invalid-email": "The email address is not valid.",
      "auth/too-many-requests": "Too many attempts. Wait a moment and try again.",
      "auth/user-disabled": "This account has been disabled.",
      "auth/popup-blocked": "The sign-in window was blocked by the browser. Allow pop-ups for this site and try again.",
      "auth/popup-closed-by-user": "The sign-in window was closed before signing in.",
      "auth/cancelled-popup-request": "Another sign-in window was opened; this one was cancelled.",
      "auth/unauthorized-domain": "This website is not allowed to sign in with that provider.",
      "auth/network-request-failed": "We could not reach the sign-in service. Check your connection and try again.",
      "auth/web-storage-unsupported": "Your browser blocks the storage sign-in needs. Enable cookies and site data.",
      "auth/internal-error": "The sign-in service had a problem. Try again.",
      "auth/invalid-api-key": "The sign-in service is not configured correctly (invalid API key).",
      "auth/auth-domain-config-required": "The sign-in service is not configured correctly (auth domain missing).",
      "auth/account-exists-with-different-credential": "An account with this email already exists with another sign-in method.",
      "auth/operation-not-allowed": "This sign-in method is not enabled for the shop.",
      "auth/missing-password": "Password is required",
      "auth/invalid-verification-code": "That code is not right. Check the text message and try again.",
      "auth/code-expired": "That code has expired. Send a new one.",
      "auth/missing-verification-code": "Enter the 6-digit code from the text message.",
      "auth/invalid-phone-number": "That phone number is not valid. Choose the country, then type the number without its leading 0.",
      "auth/missing-phone-number": "Type your phone number.",
      "auth/second-factor-already-in-use": "This phone is already set up for two-step verification.",
      "auth/maximum-second-factor-count-exceeded": "You have the most phones an account may have. Remove one first.",
      "auth/unverified-email": "Verify your email address first: open the link we sent you.",
      "auth/requires-recent-login": "For your safety, sign in again to do this.",
      "auth/quota-exceeded": "We cannot send more text messages right now. Try again later.",
      "auth/user-mismatch": "That is a different account. Sign in again as yourself.",
      exchange: "Signed in, but the shop could not start your session. Try again.",
      "auth/multi-factor-auth-required": "This account has two-step verification: enter the code we sent to your phone.",
      tooManySignIns: (seconds: number) => `Too many sign-ins from your network. Try again in ${seconds} seconds`,
      unknown: "Sign-in failed. Try again.",
    },
  },
} as const;
