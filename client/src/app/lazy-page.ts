import type { ComponentType } from "react";
import { copy } from "../lib/copy";

/** The spec's chunk load time-out. */
const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(id: string, cause?: unknown) {
    super(copy.chunkError.message(id), { cause });
    this.name = copy.chunkError.name;
  }
}

/**
 * A route's page, downloaded when first visited (every route is its own chunk). A failed or stalled
 * download becomes a ChunkLoadError, which the route error page offers to fix with a reload.
 */
export function lazyPage(id: string, load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError(id)), CHUNK_TIMEOUT_MS);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: module.default };
    } catch (err) {
      throw err instanceof ChunkLoadError ? err : new ChunkLoadError(id, err);
    } finally {
      clearTimeout(timer);
    }
  };
}
