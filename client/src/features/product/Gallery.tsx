import { Box, Button, Flex, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { PartImage } from "../../components/PartImage";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { productCopy as t } from "./copy";

/** What the gallery shows of a part. */
export const GalleryFragment = graphql(`
  fragment Gallery_part on Part {
    id
    name
    picture
    images
    category
  }
`);

/**
 * The part's images: a large one and, when there are several, thumbnails that choose it. An image that
 * fails to load shows its category's placeholder (PartImage).
 */
export function Gallery(props: { part: FragmentType<typeof GalleryFragment> }) {
  const part = useFragment(GalleryFragment, props.part);
  const images = part.images.length > 0 ? part.images : [part.picture];
  const [chosen, setChosen] = useState(0);
  const index = chosen < images.length ? chosen : 0;
  return (
    <Stack gap="3" as="section" aria-label={t.gallery}>
      <Box borderWidth="1px" borderRadius="lg" overflow="hidden" bg="bg.muted">
        <PartImage
          src={images[index]}
          name={part.name}
          alt={t.imageAlt(part.name, index + 1, images.length)}
          category={part.category}
          htmlWidth={800}
          htmlHeight={600}
          // The page's largest picture: fetched before anything else the page needs later.
          fetchPriority="high"
          w="full"
          h="auto"
          aspectRatio="4 / 3"
          objectFit="contain"
        />
      </Box>
      {images.length > 1 && (
        <Flex as="ul" gap="2" wrap="wrap" listStyle="none">
          {images.map((src, i) => (
            <li key={`${i}-${src}`}>
              <Button
                variant="outline"
                p="0"
                w={{ base: "14", md: "16" }}
                h={{ base: "14", md: "16" }}
                overflow="hidden"
                borderWidth="2px"
                borderColor={i === index ? "brand.solid" : "border"}
                aria-label={t.showImage(i + 1, images.length)}
                aria-pressed={i === index}
                onClick={() => setChosen(i)}
              >
                <PartImage src={src} name={part.name} alt="" category={part.category} htmlWidth={64} htmlHeight={64} w="full" h="full" objectFit="cover" />
              </Button>
            </li>
          ))}
        </Flex>
      )}
    </Stack>
  );
}
