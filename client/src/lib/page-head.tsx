import { createContext, useContext, useEffect, type ReactNode } from "react";
import type { PageMeta, RenderedHead } from "@shared/rendered-page";
import { copy } from "./copy";

export type { PageMeta, RenderedHead };

/** The shop's own description: the head of a page that has none of its own (as in index.html). */
export const SITE_DESCRIPTION =
  "MotoParts USA: genuine motorbike parts from US dealers, shipped worldwide with insurance and all legal documents.";

/** Where a page being rendered on the server writes what it declares about itself. */
type HeadRecorder = (declared: Partial<RenderedHead>) => void;

const ServerHead = createContext<HeadRecorder | null>(null);

/** Given by the server renderer only, recording into `head`: in the browser the hooks below change the document instead. */
export function ServerHeadProvider({ head, children }: { head: RenderedHead; children: ReactNode }) {
  return <ServerHead.Provider value={(declared) => Object.assign(head, declared)}>{children}</ServerHead.Provider>;
}

/** "<page> | MotoParts USA", or the brand alone. */
export function documentTitle(page?: string): string {
  return page ? `${page} | ${copy.brand}` : copy.brand;
}

/**
 * Sets the page's title and, when given, its description, preview image and structured data. Rendered
 * on the server, they go into the HTML's head; in the browser the title and description follow the page.
 */
export function usePageHead(page?: string, meta?: PageMeta): void {
  const record = useContext(ServerHead);
  record?.({ title: documentTitle(page), ...meta });
  const description = meta?.description;
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute("content", description ?? SITE_DESCRIPTION);
  }, [description]);
}

/** The HTTP status of the page being rendered on the server (404 for a part that does not exist). */
export function useHttpStatus(status: number): void {
  useContext(ServerHead)?.({ status });
}
