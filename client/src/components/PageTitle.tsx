import { usePageHead } from "../lib/page-head";

/** Sets the document title: "<page> | MotoParts USA", or the brand alone. */
export function usePageTitle(page?: string): void {
  usePageHead(page);
}
