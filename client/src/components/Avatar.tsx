import { chakra } from "@chakra-ui/react";
import { useState } from "react";

export const PLACEHOLDER_AVATAR = "/avatar-placeholder.svg";

/** Chakra's avatar sizes. */
const SIZES = { xs: "8", sm: "9", md: "10", lg: "11", xl: "12", "2xl": "16" } as const;

/**
 * A person's picture, or the placeholder when they have none or it fails to load. A plain image: Chakra's
 * Avatar does the same with a state machine, whose code every page would download.
 */
export function PersonAvatar({
  src,
  name,
  size = "sm",
  lazy = false,
}: {
  src?: string | null;
  name: string;
  size?: keyof typeof SIZES;
  /** For pictures below the fold. */
  lazy?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <chakra.img
      src={src && src !== failed ? src : PLACEHOLDER_AVATAR}
      alt={name}
      referrerPolicy="no-referrer"
      loading={lazy ? "lazy" : undefined}
      onError={() => setFailed(src ?? null)}
      boxSize={SIZES[size]}
      flexShrink={0}
      borderRadius="full"
      objectFit="cover"
      bg="bg.muted"
    />
  );
}
