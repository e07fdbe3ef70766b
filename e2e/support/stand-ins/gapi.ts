/**
 * A stand-in for Google's gapi loader (https://apis.google.com/js/api.js), answered by the stand-in
 * hosts (third-party-host.ts) because apis.google.com cannot be reached here. Firebase's `signInWithPopup` needs it,
 * and so does the Auth emulator's helper iframe (/emulator/auth/iframe), which loads the same script.
 * Both halves of `gapi.iframes` are implemented, talking over postMessage with this file's own protocol:
 *
 *   parent page (the shop)                              hidden iframe (emulator's /emulator/auth/iframe)
 *   gapi.iframes.getContext().open({url, where}, cb)    gapi.iframes.getContext().getParentIframe()
 *     -> iframe.ping / register / send / restyle          -> register / send
 *
 * Messages are objects tagged `__gapiStandIn: true`:
 *   { kind: "ready" }                      child -> parent, once the child asked for its parent iframe
 *   { kind: "call", id, type, payload }    either way: run the peer's handler registered for `type`
 *                                           (kept until one is registered, as calls may come first)
 *   { kind: "reply", id, results }         the handler's result, as gapi's array of results
 *
 * The flow it carries: Firebase opens the hidden iframe and pings it; the emulator's iframe code sends
 * `authEvent` (nothing yet) and registers `webStorageSupport`; Firebase registers `authEvent` and asks
 * `webStorageSupport`. The emulator's popup page posts `sendAuthEvent` straight to the hidden iframe
 * (`window.opener.frames[i]`, same origin as the popup), whose code sends `authEvent` to the parent;
 * Firebase's handler answers `{ status: "ACK" }` and finishes the sign-in.
 *
 * After loading it calls `window[<onload parameter of its own URL>]()`, and `window.gapi_onload()` when
 * the page defined one (the emulator's iframe does).
 */
export const GAPI_STAND_IN = `(() => {
  "use strict";
  const TAG = "__gapiStandIn";
  const post = (target, message) => {
    message[TAG] = true;
    target.postMessage(message, "*");
  };
  const later = (fn) => setTimeout(fn, 0);
  // gapi swallows exceptions thrown by callbacks (Firebase's webStorageSupport callback always throws).
  const safely = (fn, ...args) => { try { return fn(...args); } catch (e) { return undefined; } };

  /** One end of a conversation with a peer window. */
  function channel(peer) {
    const handlers = {};
    const waiting = [];
    const replies = {};
    let seq = 0;
    const run = (message) => {
      Promise.resolve()
        .then(() => handlers[message.type](message.payload))
        .then(
          (result) => post(peer(), { kind: "reply", id: message.id, results: [result] }),
          () => post(peer(), { kind: "reply", id: message.id, results: [] }),
        );
    };
    return {
      register(type, handler) {
        handlers[type] = handler;
        for (let i = 0; i < waiting.length; ) {
          if (waiting[i].type === type) run(waiting.splice(i, 1)[0]);
          else i++;
        }
      },
      unregister(type) { delete handlers[type]; },
      send(type, payload, callback) {
        const id = ++seq;
        if (typeof callback === "function") replies[id] = callback;
        post(peer(), { kind: "call", id, type, payload });
      },
      receive(message) {
        if (message.kind === "reply") {
          const callback = replies[message.id];
          delete replies[message.id];
          if (callback) safely(callback, message.results);
        } else if (message.kind === "call") {
          if (handlers[message.type]) run(message);
          else waiting.push(message);
        }
      },
    };
  }

  const isOurs = (e) => e.data && typeof e.data === "object" && e.data[TAG] === true;

  /** Parent side: an iframe opened with context.open. */
  function openIframe(options, callback) {
    const el = document.createElement("iframe");
    const attributes = options.attributes || {};
    for (const name of Object.keys(attributes)) {
      if (name === "style") Object.assign(el.style, attributes.style);
      else el.setAttribute(name, attributes[name]);
    }
    const talk = channel(() => el.contentWindow);
    let ready = false;
    const onReady = [];
    window.addEventListener("message", (e) => {
      if (!isOurs(e) || e.source !== el.contentWindow) return;
      if (e.data.kind === "ready") {
        if (!ready) {
          ready = true;
          onReady.splice(0).forEach((fn) => safely(fn));
        }
      } else {
        talk.receive(e.data);
      }
    });
    el.src = options.url;
    (options.where || document.body).appendChild(el);
    const whenReady = new Promise((resolve) => (ready ? resolve() : onReady.push(resolve)));
    const iframe = {
      restyle: () => Promise.resolve(),
      ping(cb) { return whenReady.then(() => { if (typeof cb === "function") safely(cb); return []; }); },
      register: (type, handler) => talk.register(type, handler),
      unregister: (type) => talk.unregister(type),
      send: (type, payload, cb) => talk.send(type, payload, cb),
      getIframeEl: () => el,
      getSiteEl: () => el.parentNode,
      getWindow: () => el.contentWindow,
      getOrigin: () => new URL(options.url, location.href).origin,
      close: () => el.remove(),
    };
    return typeof callback === "function" ? callback(iframe) : iframe;
  }

  /** Child side: the page this iframe is in. */
  let parentIframe = null;
  function getParentIframe() {
    if (parentIframe) return parentIframe;
    if (window.parent === window) throw new Error("gapi stand-in: not in an iframe");
    const talk = channel(() => window.parent);
    window.addEventListener("message", (e) => {
      if (isOurs(e) && e.source === window.parent) talk.receive(e.data);
    });
    parentIframe = { register: talk.register, unregister: talk.unregister, send: talk.send };
    post(window.parent, { kind: "ready" });
    return parentIframe;
  }

  const context = { open: openIframe, getParentIframe, getWindow: () => window };
  const filter = () => true;
  function Iframe() {}

  window.gapi = window.gapi || {};
  window.gapi.iframes = {
    getContext: () => context,
    CROSS_ORIGIN_IFRAMES_FILTER: filter,
    SAME_ORIGIN_IFRAMES_FILTER: filter,
    Iframe,
  };
  window.gapi.load = (name, options) => {
    const callback = typeof options === "function" ? options : options && options.callback;
    if (typeof callback === "function") later(callback);
  };

  const script = document.currentScript;
  const onload = script && script.src ? new URL(script.src).searchParams.get("onload") : null;
  later(() => {
    if (onload && typeof window[onload] === "function") window[onload]();
    if (typeof window.gapi_onload === "function") window.gapi_onload();
  });
})();
`;
