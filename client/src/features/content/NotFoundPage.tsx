import { Box, Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { usePageTitle } from "../../components/PageTitle";
import { notFoundCopy } from "./copy";
import { useHttpStatus } from "../../lib/page-head";

/** A road that ends at a signpost with a question mark (decorative). */
function LostRoad() {
  return (
    <svg width="240" height="160" viewBox="0 0 240 160" aria-hidden focusable="false">
      <defs>
        <clipPath id="lost-road-frame">
          <rect x="0" y="0" width="240" height="160" rx="16" />
        </clipPath>
      </defs>
      <g clipPath="url(#lost-road-frame)">
      <rect x="0" y="0" width="240" height="160" fill="#ebf4ff" />
      <circle cx="190" cy="40" r="16" fill="#fbd38d" />
      <path d="M0 118 Q60 96 120 108 T240 100 V160 H0 Z" fill="#c6f6d5" />
      <path d="M96 160 L118 104 H128 L150 160 Z" fill="#4a5568" />
      <path d="M123 112 V120 M123 128 V138 M123 146 V156" stroke="#fff" strokeWidth="3" />
      <rect x="58" y="60" width="6" height="56" fill="#744210" />
      <path d="M36 56 H84 L92 66 L84 76 H36 Z" fill="#c53030" />
      <text x="60" y="72" textAnchor="middle" fontSize="16" fontWeight="bold" fill="#fff" fontFamily="system-ui, sans-serif">?</text>
      </g>
    </svg>
  );
}

/** Any unknown path. */
export default function NotFoundPage() {
  useHttpStatus(404);
  usePageTitle(notFoundCopy.pageTitle);
  return (
    <Container maxW="2xl" py={{ base: "16", md: "24" }}>
      <Stack align="center" textAlign="center" gap="6">
        <Box>
          <LostRoad />
        </Box>
        <Heading as="h1" size={{ base: "3xl", md: "4xl" }} color="navy.700">
          {notFoundCopy.title}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          {notFoundCopy.body}
        </Text>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/">{notFoundCopy.returnHome}</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
