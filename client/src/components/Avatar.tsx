import { Avatar } from "@chakra-ui/react";

export const PLACEHOLDER_AVATAR = "/avatar-placeholder.svg";

/** A person's picture, or the placeholder when they have none or it fails to load. */
export function PersonAvatar({
  src,
  name,
  size = "sm",
  lazy = false,
}: {
  src?: string | null;
  name: string;
  size?: "xs" | "sm" | "md" | "lg" | "xl" | "2xl";
  /** For pictures below the fold. */
  lazy?: boolean;
}) {
  return (
    <Avatar.Root size={size}>
      <Avatar.Fallback>
        <img src={PLACEHOLDER_AVATAR} alt="" width="100%" height="100%" />
      </Avatar.Fallback>
      <Avatar.Image src={src || PLACEHOLDER_AVATAR} alt={name} referrerPolicy="no-referrer" loading={lazy ? "lazy" : undefined} />
    </Avatar.Root>
  );
}
