import { chakra, type HTMLChakraProps } from "@chakra-ui/react";
import { useState } from "react";
import { copy } from "../lib/copy";
import type { PartCategory } from "../gql/graphql";

/** The picture shown instead of a part's own when that one cannot be loaded: one per category. */
export function categoryPlaceholder(category?: PartCategory | null): string {
  return `/images/categories/${category ? category.replace(/_/g, "-") : "part"}.svg`;
}

type Props = Omit<HTMLChakraProps<"img">, "src" | "alt" | "onError"> & {
  src: string;
  /** The part's name. */
  name: string;
  /** The picture's description (the part's name unless given). */
  alt?: string;
  category?: PartCategory | null;
};

/**
 * A part's picture; when it fails to load (a dead link, a host the shop's policy blocks), its category's
 * placeholder instead of the browser's broken-image icon, described as such.
 */
export function PartImage({ src, name, alt = name, category, ...rest }: Props) {
  // The source that failed, so a new picture (after an edit) is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const fallback = failed !== null && failed === src;
  return (
    <chakra.img
      {...rest}
      key={fallback ? "placeholder" : "picture"}
      src={fallback ? categoryPlaceholder(category) : src}
      alt={fallback ? copy.parts.pictureUnavailable(name) : alt}
      data-placeholder={fallback ? "" : undefined}
      onError={fallback ? undefined : () => setFailed(src)}
      // A server-rendered picture may have failed before the page was hydrated, with no handler listening.
      ref={(img: HTMLImageElement | null) => {
        if (img && !fallback && img.complete && img.naturalWidth === 0 && img.getAttribute("src") === src) setFailed(src);
      }}
    />
  );
}
