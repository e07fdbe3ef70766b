/**
 * A stand-in for Stripe.js (https://js.stripe.com/<release>/stripe.js), answered by the stand-in hosts
 * (third-party-host.ts) because js.stripe.com cannot be reached here. It implements what @stripe/stripe-js's loader and
 * @stripe/react-stripe-js call (`window.Stripe(key)`, `elements()`, `elements.create('card')`,
 * `element.mount/on/off/update/destroy`, `elements.getElement`, `_registerWrapper`, `registerAppInfo`)
 * and `confirmCardPayment`:
 *
 * - the card element mounts a real `<input aria-label="Card number">` in the page, fires `ready` after
 *   mounting and `change` ({ complete, empty, error }) as the user types;
 * - `confirmCardPayment(clientSecret)` with card 4000000000000002 resolves Stripe's decline
 *   (`card_declined`, "Your card was declined."); with any other complete card it POSTs
 *   `/v1/payment_intents/<id>/confirm` to the Stripe API stand-in, which marks the PaymentIntent
 *   succeeded and delivers the signed `payment_intent.succeeded` webhook to the shop before answering.
 *
 * Everything the page asked of it is recorded in `window.__stripeStandIn.calls`.
 */

/** The number that Stripe's test mode always declines (generic decline). */
export const DECLINED_CARD = "4000000000000002";
export const GOOD_CARD = "4242424242424242";

/** The script text, with the Stripe API stand-in's address built in. */
export function stripeJsStandIn(stripeApiUrl: string): string {
  return `(() => {
  "use strict";
  const API = ${JSON.stringify(stripeApiUrl)};
  const DECLINED = ${JSON.stringify(DECLINED_CARD)};
  const record = (window.__stripeStandIn = window.__stripeStandIn || { calls: [] });
  const log = (name, detail) => record.calls.push({ name, detail: detail === undefined ? null : detail });

  function luhn(digits) {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return sum % 10 === 0;
  }

  function brandOf(digits) {
    if (/^4/.test(digits)) return "visa";
    if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
    if (/^3[47]/.test(digits)) return "amex";
    return "unknown";
  }

  function createElement(type, options) {
    log("elements.create", { type });
    const handlers = {};
    let input = null;
    let container = null;
    let ready = false;
    let destroyed = false;

    const emit = (event, payload) => {
      (handlers[event] || []).slice().forEach((h) => {
        try { h(payload); } catch (e) { setTimeout(() => { throw e; }); }
      });
    };
    const digits = () => (input ? input.value.replace(/\\D/g, "") : "");
    const state = () => {
      const d = digits();
      const empty = d.length === 0;
      const complete = d.length === 16 && luhn(d);
      const error = d.length >= 16 && !complete
        ? { type: "validation_error", code: "invalid_number", message: "Your card number is invalid." }
        : undefined;
      return { elementType: type, empty, complete, error, brand: brandOf(d), value: { postalCode: "" } };
    };

    const element = {
      __standInCardNumber: digits,
      __standInState: state,
      mount(target) {
        if (destroyed) throw new Error("This Element has already been destroyed.");
        container = typeof target === "string" ? document.querySelector(target) : target;
        if (!container) throw new Error("Stripe stand-in: no element to mount on");
        log("element.mount", { type });
        input = document.createElement("input");
        input.type = "text";
        input.name = "cardnumber";
        input.autocomplete = "cc-number";
        input.inputMode = "numeric";
        input.placeholder = "Card number";
        input.setAttribute("aria-label", "Card number");
        input.style.cssText = "width:100%;border:0;outline:0;font-size:16px;background:transparent";
        input.addEventListener("input", () => emit("change", state()));
        input.addEventListener("focus", () => emit("focus", { elementType: type }));
        input.addEventListener("blur", () => emit("blur", { elementType: type }));
        input.addEventListener("keydown", (e) => { if (e.key === "Escape") emit("escape", { elementType: type }); });
        container.appendChild(input);
        setTimeout(() => { ready = true; emit("ready", element); });
        return element;
      },
      on(event, handler) {
        (handlers[event] = handlers[event] || []).push(handler);
        // React attaches its listeners in an effect that may run after the element is ready.
        if (event === "ready" && ready) setTimeout(() => handler(element));
        return element;
      },
      once(event, handler) {
        const wrapped = (p) => { element.off(event, wrapped); handler(p); };
        return element.on(event, wrapped);
      },
      off(event, handler) {
        if (!handler) delete handlers[event];
        else handlers[event] = (handlers[event] || []).filter((h) => h !== handler);
        return element;
      },
      update(opts) { log("element.update", opts); },
      focus() { input && input.focus(); },
      blur() { input && input.blur(); },
      clear() { if (input) { input.value = ""; emit("change", state()); } },
      unmount() { if (input && input.parentNode) input.parentNode.removeChild(input); input = null; ready = false; },
      destroy() { element.unmount(); destroyed = true; log("element.destroy", { type }); },
    };
    return element;
  }

  function createElements(options) {
    log("stripe.elements", null);
    const byType = {};
    return {
      create(type, opts) {
        const el = createElement(type, opts);
        byType[type] = el;
        const destroy = el.destroy;
        el.destroy = () => { destroy(); if (byType[type] === el) delete byType[type]; };
        return el;
      },
      getElement(typeOrComponent) {
        const type = typeof typeOrComponent === "string" ? typeOrComponent : typeOrComponent && typeOrComponent.__elementType;
        return byType[type] || null;
      },
      update(opts) { log("elements.update", opts); },
      fetchUpdates() { return Promise.resolve({}); },
      submit() { return Promise.resolve({}); },
    };
  }

  function Stripe(key, options) {
    if (typeof key !== "string" || !key) throw new Error("Stripe stand-in: a publishable key is required");
    log("Stripe", { key });
    const cardError = (code, message) => ({ error: { type: code === "card_declined" ? "card_error" : "validation_error", code, message } });
    return {
      _standIn: true,
      _registerWrapper(w) { log("_registerWrapper", w); },
      registerAppInfo(info) { log("registerAppInfo", info); },
      elements: createElements,
      createToken() { return Promise.resolve({ token: { id: "tok_standin" } }); },
      createPaymentMethod() { return Promise.resolve({ paymentMethod: { id: "pm_standin", type: "card" } }); },
      retrievePaymentIntent(secret) { return Promise.resolve({ paymentIntent: { id: String(secret).split("_secret_")[0] } }); },
      async confirmCardPayment(clientSecret, data) {
        const card = data && data.payment_method && data.payment_method.card;
        const number = card && card.__standInCardNumber ? card.__standInCardNumber() : "";
        log("confirmCardPayment", { clientSecret, number });
        if (number === DECLINED) {
          return { error: { type: "card_error", code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." } };
        }
        if (!card || !card.__standInState().complete) return cardError("incomplete_number", "Your card number is incomplete.");
        const id = String(clientSecret).split("_secret_")[0];
        const res = await fetch(API + "/v1/payment_intents/" + encodeURIComponent(id) + "/confirm", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "payment_method=pm_card_visa",
        });
        const body = await res.json().catch(() => ({}));
        if (!res.ok) return { error: { type: "invalid_request_error", message: (body.error && body.error.message) || "Payment failed." } };
        return { paymentIntent: { id, status: body.status || "succeeded" } };
      },
    };
  }
  // @stripe/stripe-js compares this with the release it expects.
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();
`;
}
