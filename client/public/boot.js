/* global document, requestAnimationFrame */
// Starts the storefront on a server-rendered page once it has painted (ADR 0041): downloaded earlier,
// on a phone's connection, its scripts would share the page's bandwidth and hold back its first paint.
const boot = document.querySelector("script[data-entry]");

// Starting a download costs the main thread about a millisecond, several on a phone: a few at a time,
// so that the page answers a tap in between.
const PRELOADS_PER_TASK = 4;

function preload(hrefs) {
  for (const href of hrefs.slice(0, PRELOADS_PER_TASK)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  if (hrefs.length > PRELOADS_PER_TASK) setTimeout(() => preload(hrefs.slice(PRELOADS_PER_TASK)), 0);
}

function start() {
  import(boot.dataset.entry);
  preload((boot.dataset.preload ?? "").split(" ").filter(Boolean));
}

requestAnimationFrame(() => setTimeout(start, 0));
