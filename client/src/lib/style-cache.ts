import createCache, { type EmotionCache } from "@emotion/cache";
import { StyleSheet } from "@emotion/sheet";

/**
 * Where a server-rendered page's CSS goes, and how the browser takes it over without touching it (ADR 0041).
 *
 * Emotion, which Chakra styles with, writes a `<style>` before each element it styles when it renders on
 * the server, then moves every one of them into the head when the page's script starts: on a phone that
 * move made the browser restyle and lay out the whole page again, the longest task of a page's start.
 * Here the server writes the page's CSS into the head once, ahead of the markup, and the browser's cache
 * is told which styles are already there, so that nothing is moved or inserted again.
 */

/** The attribute of the head's `<style>` with the page's component styles: their names, space-separated. */
export const SERVER_STYLES_ATTRIBUTE = "data-shop-css";

/** A global style the server wrote: emotion's `<Global>` takes it over by its name. */
interface GlobalStyle {
  name: string;
  css: string;
}

export interface ServerStyles {
  /** The emotion cache to render with: it keeps each style's CSS instead of writing it into the markup. */
  cache: EmotionCache;
  /** The head's `<style>` elements for what has been rendered with the cache so far. */
  headTags(): string;
}

/** CSS inside `<style>`: a closing tag in a value (a URL, a string) must not end the element. */
const safeCss = (css: string) => css.replace(/<\/(style)/gi, "<\\/$1");

/**
 * A cache for one page on the server. Render the page with it once to learn its CSS, write `headTags()`
 * into the head, then stream the page with the same cache: its elements come without their own styles.
 */
export function createServerStyles(): ServerStyles {
  const cache = createCache({ key: "css" });
  // Emotion's "compat" mode keeps the CSS in the cache rather than in `<style>` elements of the markup.
  cache.compat = true;
  const globals: GlobalStyle[] = [];
  const components: string[] = [];
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const known = cache.inserted[serialized.name] !== undefined;
    const rules = insert(selector, serialized, sheet, shouldCache);
    if (!known) {
      // A global style (<Global>, Chakra's reset, tokens and layers) has no selector of its own.
      if (selector === "") globals.push({ name: serialized.name, css: String(cache.inserted[serialized.name] ?? rules ?? "") });
      else components.push(serialized.name);
    }
    return rules;
  };
  return {
    cache,
    headTags() {
      // data-s: emotion leaves these where they are when it starts in the browser (see createBrowserStyleCache).
      const globalTags = globals.map((g) => `<style data-emotion="${cache.key}-global ${g.name}" data-s="">${safeCss(g.css)}</style>`);
      const css = components.map((name) => cache.inserted[name]).join("");
      return `${globalTags.join("")}<style ${SERVER_STYLES_ATTRIBUTE}="${components.join(" ")}">${safeCss(css)}</style>`;
    },
  };
}

/** Emotion's style sheet, except that a sheet taking over the server's `<style>` elements leaves them in place. */
class KeptStyleSheet extends StyleSheet {
  hydrate(nodes: HTMLStyleElement[]): void {
    this.tags.push(...nodes);
  }
}

/**
 * The browser's emotion cache. On a server-rendered page it takes over the head's styles: their names
 * count as inserted, and no `<style>` is moved (the global ones are taken over by emotion's `<Global>`,
 * whose sheets are made from this one's class).
 */
export function createBrowserStyleCache(): EmotionCache {
  const cache = createCache({ key: "css" });
  const sheet = new KeptStyleSheet({ key: cache.key, container: document.head, speedy: cache.sheet.isSpeedy });
  cache.sheet = sheet;
  const server = document.head.querySelector<HTMLStyleElement>(`style[${SERVER_STYLES_ATTRIBUTE}]`);
  if (server) {
    for (const name of (server.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? "").split(" ").filter(Boolean)) cache.inserted[name] = true;
    sheet.hydrate([server]);
  }
  // Keyframes a component's styles carry are written with the global styles (they have no selector).
  for (const node of document.head.querySelectorAll(`style[data-emotion^="${cache.key}-global "]`)) {
    cache.inserted[node.getAttribute("data-emotion")!.split(" ")[1]] = true;
  }
  return cache;
}
