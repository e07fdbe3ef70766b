import { Box, Button, chakra, Container, Field, Grid, Heading, HStack, Input, Link, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { errorMessage } from "../../components/ErrorState";
import { FacebookIcon, InstagramIcon, TwitterIcon, YoutubeIcon } from "../../components/icons";
import { graphql } from "../../gql";
import { useApolloClientLoader } from "../../lib/apollo";
import { copy } from "../../lib/copy";
import { rulesFrom, useSimpleForm } from "../../lib/simple-form";
import { toaster } from "../../lib/toaster";

const SubscribeDocument = graphql(`
  mutation SubscribeToNewsletter($email: String!) {
    subscribeToNewsletter(email: $email) {
      ok
      message
    }
  }
`);

/** The server's rule for the address (shared/schemas.ts), downloaded when the field is first used. */
const loadRules = () => import("@shared/schemas").then(({ newsletterInput }) => rulesFrom(newsletterInput));

function Newsletter() {
  // The API client is only needed once the form is sent: every page shows the footer.
  const getClient = useApolloClientLoader();
  const [loading, setLoading] = useState(false);
  const { field, errors, handleSubmit, reset } = useSimpleForm({ email: "" }, loadRules);
  const onSubmit = handleSubmit(async ({ email }) => {
    setLoading(true);
    try {
      const { data } = await (await getClient()).mutate({ mutation: SubscribeDocument, variables: { email } });
      toaster.success({ title: data?.subscribeToNewsletter.message ?? copy.footer.newsletterDone });
      reset();
    } catch (err) {
      toaster.error({ title: errorMessage(err) });
    } finally {
      setLoading(false);
    }
  }, () => toaster.error({ title: copy.common.networkError }));
  return (
    <chakra.form onSubmit={onSubmit} noValidate>
      <Heading as="h2" size="sm" mb="3" color="white">{copy.footer.newsletterTitle}</Heading>
      <Field.Root invalid={!!errors.email}>
        <Field.Label color="gray.300">{copy.footer.newsletterLabel}</Field.Label>
        <HStack>
          <Input
            type="email"
            autoComplete="email"
            placeholder={copy.footer.newsletterPlaceholder}
            size={{ base: "lg", md: "md" }}
            bg="white"
            color="gray.900"
            {...field("email")}
          />
          <Button type="submit" colorPalette="brand" size={{ base: "lg", md: "md" }} loading={loading}>{copy.footer.newsletterButton}</Button>
        </HStack>
        <Field.ErrorText color="red.300">{errors.email}</Field.ErrorText>
      </Field.Root>
    </chakra.form>
  );
}

const SOCIAL = [
  { label: copy.footer.social.facebook, href: "https://www.facebook.com/", Icon: FacebookIcon },
  { label: copy.footer.social.twitter, href: "https://x.com/", Icon: TwitterIcon },
  { label: copy.footer.social.instagram, href: "https://www.instagram.com/", Icon: InstagramIcon },
  { label: copy.footer.social.youtube, href: "https://www.youtube.com/", Icon: YoutubeIcon },
];

export function Footer() {
  return (
    <Box as="footer" bg="navy.900" color="gray.300" mt="16">
      <Container maxW="7xl" py="12">
        <Grid templateColumns={{ base: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(4, 1fr)" }} gap="8">
          {copy.footer.columns.map((column) => (
            <Box as="nav" key={column.title} aria-label={column.title}>
              <Heading as="h2" size="sm" mb="3" color="white">{column.title}</Heading>
              {/* On phones each link is a 44 px row (a tap target); wider screens keep the list tight. */}
              <Stack gap={{ base: "0", md: "2" }}>
                {column.links.map((link) => (
                  <Link key={link.to} asChild color="gray.300" _hover={{ color: "white" }} minH={{ base: "11", md: "auto" }} display="flex" alignItems="center">
                    <RouterLink to={link.to}>{link.label}</RouterLink>
                  </Link>
                ))}
              </Stack>
            </Box>
          ))}
          <Newsletter />
        </Grid>
        <Stack direction={{ base: "column", md: "row" }} justify="space-between" align="center" mt="10" pt="6" borderTopWidth="1px" borderColor="whiteAlpha.300" gap="4">
          <Text fontSize="sm">{copy.footer.copyright}</Text>
          <HStack gap="2">
            {SOCIAL.map(({ label, href, Icon }) => (
              <Link
                key={label}
                href={href}
                aria-label={label}
                target="_blank"
                rel="noreferrer noopener"
                color="gray.300"
                _hover={{ color: "white" }}
                fontSize="xl"
                // A 44 px tap target around the 20 px icon.
                minW="11"
                minH="11"
                display="inline-flex"
                alignItems="center"
                justifyContent="center"
              >
                <Icon />
              </Link>
            ))}
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
