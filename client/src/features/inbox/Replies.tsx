import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { inboxCopy } from "./copy";

const d = inboxCopy.detail;

/** What a message's replies show; the message and every reply sent from here answer it. */
export const RepliesFragment = graphql(`
  fragment InboxReplies_message on ContactMessage {
    replies {
      id
      body
      by
      sentAt
    }
  }
`);

/** The replies already emailed to the writer, oldest first: who sent each, when, and its text. */
export function Replies(props: { message: FragmentType<typeof RepliesFragment> }) {
  const { replies } = useFragment(RepliesFragment, props.message);
  return (
    <Stack gap="3">
      <Heading as="h4" size="md">
        {d.replies}
      </Heading>
      {replies.length === 0 ? (
        <Text color="fg.muted">{d.noReplies}</Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="3">
          {replies.map((reply) => (
            <Box as="li" key={reply.id} borderStartWidth="4px" borderStartColor="brand.solid" ps="3">
              <Text fontSize="sm" color="fg.muted">
                {d.reply(reply.by, reply.sentAt)}
              </Text>
              <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                {reply.body}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
