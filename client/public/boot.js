/* global document, requestAnimationFrame */
// Starts the storefront on a server-rendered page once it has painted (ADR 0041): downloaded earlier,
// on a phone's connection, its scripts would share the page's bandwidth and hold back its first paint.
const boot = document.querySelector("script[data-entry]");

function start() {
  for (const href of (boot.dataset.preload ?? "").split(" ").filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  import(boot.dataset.entry);
}

requestAnimationFrame(() => setTimeout(start, 0));
