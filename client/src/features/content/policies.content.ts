import { refundTiming } from "@shared/refund-policy";
import type { ContentBlock } from "./RichText";

/** The pages every shop has: shipping, returns, privacy, terms. Long-form content; titles are in copy.ts. */

export interface PolicySection {
  id: string;
  heading: string;
  body: readonly ContentBlock[];
  /** A short list after the paragraphs. */
  list?: readonly string[];
}

export interface Policy {
  /** Last reviewed, as shown on the page. */
  updated: string;
  intro: string;
  sections: readonly PolicySection[];
}

export const shipping: Policy = {
  updated: "2026-11-25",
  intro:
    "Every order ships from our warehouse in the United States, insured, with the export paperwork done by us. Here is where we ship, how long it takes and what you may owe at the border.",
  sections: [
    {
      id: "zones",
      heading: "Where we ship: zones",
      body: [
        "We ship to the countries below, grouped in zones. The zone decides the shipping price and the delivery time shown before you pay.",
      ],
      // The zones and their countries come from the shop's shipping zones, as checkout prices them.
    },
    {
      id: "not-shipped",
      heading: "Where we cannot ship",
      body: [
        "As a US exporter we must follow US export controls: we do not ship to destinations under US embargo or sanctions, or to people on the US government's restricted-party lists. An order to such a destination is refused before payment.",
      ],
    },
    {
      id: "times",
      heading: "Delivery times",
      body: [
        "Orders paid before 2 pm US Central Time on a working day leave the warehouse the same day; later ones the next working day. Times below are in business days from dispatch, the same as checkout shows, and depend on customs clearance, which we do not control. Prices start at the lightest parcel's; checkout prices yours by its weight.",
      ],
      // Each zone's methods, days and starting prices come from the shop's shipping zones.
    },
    {
      id: "duties",
      heading: "Duties and taxes",
      body: [
        "Parts sent abroad can owe import duty and VAT, GST or sales tax in the destination country, on the value of the parts plus shipping. We show them before you pay.",
        "Where the destination's rules make the seller collect them (for example VAT on low-value parcels to the European Union, the United Kingdom or Australia), you pay them with your order and the parcel is delivered with nothing more to pay (delivered duty paid).",
        "Elsewhere we show an estimate, and the carrier asks you for the exact amount before handing the parcel over (delivered at place). Refusing to pay it sends the parcel back; see our returns policy for what is refunded then.",
      ],
    },
    {
      id: "insurance",
      heading: "Insurance and tracking",
      body: [
        "Every parcel is insured for its full value and tracked door to door. If it is lost or arrives damaged, tell us within 7 days of delivery (or of the last tracking update) and we send a replacement or refund you in full.",
      ],
    },
  ],
};

export const returns: Policy = {
  updated: "2026-12-03",
  intro: "Changed your mind, or the part does not fit? Ask for a return from your order page, and send it back.",
  sections: [
    {
      id: "windows",
      heading: "How long you have",
      body: [
        "You may return a part for any reason within the days below after it is delivered, as long as it is unused, uninstalled and in its original packaging. Parts that were wrong, damaged or faulty when they arrived can be returned within the same days whatever their state.",
      ],
      list: [
        "Electrical parts (batteries, regulators, bulbs) cannot be returned once installed, unless wrong, damaged or faulty: their page says so.",
        "Tyres cannot be returned once mounted on a rim.",
        "Parts made or cut to order for you cannot be returned unless faulty.",
      ],
    },
    {
      id: "how",
      heading: "How to return a part",
      body: [
        "Open the order in My Orders and choose Return parts: pick the parts and how many, say why, and send the request. We answer within one working day by email, with the return number (RMA-…) and the address to send the parts to.",
        "Pack the parts in their original packaging, write the return number on the parcel and send it with a tracked service. From outside the United States, mark the customs declaration \"Returned goods: American goods returned for refund\" with your order number as the original invoice, so that US customs charges no duty on them. Your order page follows the return until the refund.",
      ],
    },
    {
      id: "shipping-back",
      heading: "Who pays for the parcel back",
      body: ["It depends on why the part comes back:"],
    },
    {
      id: "refunds",
      heading: "Refunds",
      body: [
        `${refundTiming.returnedParts} ${refundTiming.bank} Duties and taxes you paid with your order are refunded with the parts; shipping is refunded when the whole order comes back, and for the parts that were wrong, damaged or faulty.`,
        "Duties and taxes you paid on delivery are the destination country's: ask its customs office about a refund; we send you the export and return documents it needs.",
      ],
    },
  ],
};

export const privacy: Policy = {
  updated: "2026-11-25",
  intro:
    "What MotoParts USA stores about you, why, who processes it for us, and how to have it corrected or deleted.",
  sections: [
    {
      id: "what",
      heading: "What we store",
      body: ["We store only what the shop needs to sell you parts and answer you:"],
      list: [
        "Your account: email address, display name and profile picture address from your sign-in, whether your email is verified, and your role (shopper or admin).",
        "Your profile, if you fill it in: LinkedIn and Twitter links, location, education and phone number.",
        "Your orders: the parts, quantities, prices, status, and the dates they were placed, paid, shipped or cancelled.",
        "Your reviews, with the name and picture shown with them.",
        "Messages you send through the contact form, newsletter sign-ups, and requests to be told when a sold-out part is back.",
        "Technical records: the address your requests come from, kept briefly to limit abuse (rate limits), and server logs of requests, kept for 30 days.",
      ],
    },
    {
      id: "processors",
      heading: "Who processes it for us",
      body: [
        "Firebase Authentication (Google LLC) runs sign-in: it stores your email address, password (hashed) or the Google or GitHub account you sign in with, and your display name and picture. Google processes them under its data processing terms for Firebase.",
        "Stripe, Inc. takes card payments: your card number, expiry date and security code go straight from your browser to Stripe and never reach our servers. Stripe tells us whether a payment succeeded; we keep its payment reference with the order.",
        "We do not sell your data, and we share it with no one else except carriers and customs (your name and address on the parcel and its papers) and where the law requires.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and browser storage",
      body: [
        "The shop sets no advertising or tracking cookies. Your browser keeps your sign-in (Firebase's storage) and the shop's access token (`accessToken` in local storage) so you stay signed in; signing out removes them. Stripe's script sets the cookies it needs to prevent fraud on the payment page.",
      ],
    },
    {
      id: "rights",
      heading: "How long, and your rights",
      body: [
        "Orders are kept for 7 years, as tax law requires. Everything else is kept while you have an account, and deleted within 30 days of its removal, except orders.",
        "You may ask for a copy of your data, its correction or its deletion through the contact form on the home page. Your profile can be changed at any time under My Profile.",
      ],
    },
  ],
};

export const terms: Policy = {
  updated: "2026-11-25",
  intro: "The terms of every order placed with MotoParts USA. Placing an order means you accept them.",
  sections: [
    {
      id: "orders",
      heading: "Orders and prices",
      body: [
        "Prices are in US dollars and charged in US dollars; prices in other currencies are estimates. The price of an order is the one shown when you place it, whatever changes later.",
        "A part's page says how many pieces one order must have at least (its minimum) and at most (what is in stock). An order takes its pieces out of stock at once and holds them while it is unpaid: for 48 hours, or one hour until your email address is verified. An unpaid order is cancelled after that and its pieces go back in stock.",
      ],
    },
    {
      id: "payment",
      heading: "Payment",
      body: [
        "Orders are paid by card through Stripe. An order is confirmed when its payment succeeds; we then ship it as described in our shipping policy. You may cancel an unpaid order from My Orders at any time; a paid order is returned as described in our returns policy.",
      ],
    },
    {
      id: "export",
      heading: "Export rules and fitment",
      body: [
        "Parts are exported under US export rules: you confirm that they are for your own use or resale, and not for a destination or person under US embargo or sanctions.",
        "Check that a part fits your motorbike before ordering; descriptions say what a part fits where we know it. Fitting parts that affect braking, steering or suspension is work for a qualified mechanic.",
      ],
    },
    {
      id: "liability",
      heading: "Warranty and liability",
      body: [
        "Parts carry their manufacturer's warranty, and we replace or refund parts that are faulty on arrival. We are not liable for damage caused by fitting a part wrongly or using it for a purpose it was not made for, nor for delays caused by carriers or customs, except where the law says otherwise.",
      ],
    },
    {
      id: "reviews",
      heading: "Reviews and accounts",
      body: [
        "Reviews must be your own honest experience; we remove reviews that are abusive, off topic or advertising. We may close an account used to abuse the shop, for example to hold stock with orders never paid.",
      ],
    },
  ],
};
