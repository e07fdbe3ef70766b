import { Box, Code, Stack, Text } from "@chakra-ui/react";

/** A paragraph of long-form content, or a block of code. Inline `code` is written between backticks. */
export type ContentBlock = string | { code: string };

/** A paragraph with its `backtick` spans shown as inline code. */
export function InlineText({ text }: { text: string }) {
  const parts = text.split(/`([^`]+)`/);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <Code key={i} fontSize="0.9em" colorPalette="gray">
            {part}
          </Code>
        ) : (
          part
        ),
      )}
    </>
  );
}

export function RichText({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <Stack gap="4">
      {blocks.map((block, i) =>
        typeof block === "string" ? (
          <Text key={i} lineHeight="tall">
            <InlineText text={block} />
          </Text>
        ) : (
          <Box
            as="pre"
            key={i}
            bg="gray.900"
            color="gray.100"
            p="4"
            borderRadius="md"
            overflowX="auto"
            fontSize="sm"
            lineHeight="tall"
            tabIndex={0}
          >
            <code>{block.code}</code>
          </Box>
        ),
      )}
    </Stack>
  );
}
