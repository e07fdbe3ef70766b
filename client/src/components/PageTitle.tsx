import { useEffect } from "react";
import { copy } from "../lib/copy";

/** Sets the document title: "<page> | MotoParts USA", or the brand alone. */
export function usePageTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} | ${copy.brand}` : copy.brand;
  }, [page]);
}
