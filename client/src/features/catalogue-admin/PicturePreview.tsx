import { Image } from "@chakra-ui/react";
import { isValidPicture } from "@shared/schemas";
import { useState } from "react";
import { catalogueAdminCopy } from "./copy";

const t = catalogueAdminCopy.partForm;

/** A small preview of the picture typed, once it looks like a URL or a path of this shop. */
export function PicturePreview({ src, alt = t.imagePreviewAlt, size = 64 }: { src: string; alt?: string; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const value = src.trim();
  if (!isValidPicture(value) || failed === value) return null;
  return (
    <Image asChild objectFit="contain" borderWidth="1px" borderRadius="md" bg="white" flexShrink={0}>
      <img src={value} alt={alt} width={size} height={size} onError={() => setFailed(value)} />
    </Image>
  );
}
