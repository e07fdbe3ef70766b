/**
 * The node flags `npm start` runs the compiled shop with (package.json's start script; ADR 0039, ADR 0064):
 * a young generation of up to 64 MB per semi-space. The benchmark and the browser journeys start the shop with
 * the same flags; a test holds the start script to this.
 */
export const SHOP_NODE_FLAGS = "--max-semi-space-size=64";
