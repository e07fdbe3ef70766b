import { Box, Button, Card, Container, Heading, HStack, List, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { usePageTitle } from "../../components/PageTitle";
import { articles } from "./blog.content";
import { JumpLink } from "./JumpLink";
import { PageHeader } from "./PageHeader";
import { RichText } from "./RichText";
import { blogCopy } from "./copy";

function QuestionsTeaser() {
  return (
    <Card.Root as="aside" aria-labelledby="questions-teaser" variant="subtle" bg="navy.50">
      <Card.Body>
        <Stack direction={{ base: "column", md: "row" }} gap="4" align={{ md: "center" }} justify="space-between">
          <Stack gap="1">
            <Heading as="h2" id="questions-teaser" size="md" color="navy.700">
              {blogCopy.questionsTitle}
            </Heading>
            <Text color="fg.muted">{blogCopy.questionsBody}</Text>
          </Stack>
          <Button asChild colorPalette="brand" flexShrink={0}>
            <RouterLink to="/questions">{blogCopy.questionsLink}</RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** `/blog`: short guides to buying and shipping parts from the US, and a link to the questions page. */
export default function BlogPage() {
  usePageTitle(blogCopy.title);
  return (
    <Container maxW="4xl" py={{ base: "10", md: "16" }}>
      <PageHeader title={blogCopy.title} subtitle={blogCopy.subtitle} />
      <Stack gap={{ base: "10", md: "12" }}>
        <Box as="nav" aria-labelledby="blog-contents" id="blog-contents-nav" tabIndex={-1} outline="none" scrollMarginTop="20">
          <Heading as="h2" id="blog-contents" size="sm" textTransform="uppercase" letterSpacing="wider" color="fg.muted" mb="3">
            {blogCopy.contents}
          </Heading>
          <List.Root as="ul" gap="3" listStyle="none">
            {articles.map((article) => (
              <List.Item key={article.id}>
                <JumpLink targetId={article.id} color="brand.fg" fontWeight="semibold">
                  {article.title}
                </JumpLink>
                <Text fontSize="sm" color="fg.muted">
                  {article.summary}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        </Box>

        <QuestionsTeaser />

        {articles.map((article) => (
          <Box as="article" key={article.id} id={article.id} tabIndex={-1} outline="none" aria-labelledby={`${article.id}-title`} scrollMarginTop="20">
            <Heading as="h2" id={`${article.id}-title`} size={{ base: "xl", md: "2xl" }} color="navy.700">
              {article.title}
            </Heading>
            <HStack mt="1" mb="4" color="fg.muted" fontSize="sm">
              <Text>{blogCopy.readTime(article.minutes)}</Text>
            </HStack>
            <RichText blocks={article.body} />
            <JumpLink targetId="blog-contents-nav" mt="4" display="inline-block" fontSize="sm" color="brand.fg">
              {blogCopy.backToTop}
            </JumpLink>
          </Box>
        ))}
      </Stack>
    </Container>
  );
}
