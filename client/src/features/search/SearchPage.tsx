import { Container, Heading, Stack } from "@chakra-ui/react";
import { useSearchParams } from "react-router-dom";
import { usePageTitle } from "../../components/PageTitle";
import { searchCopy as t } from "./copy";
import { SearchResults } from "./SearchResults";

/** `/search?q=…`: the catalogue's parts matching the words and the filters in the URL. */
export default function SearchPage() {
  const q = (useSearchParams()[0].get("q") ?? "").trim();
  usePageTitle(q ? `${t.title}: ${t.pageTitleFor(q)}` : t.title);
  return (
    <Container maxW="7xl" py={{ base: "6", md: "8" }}>
      <Stack gap="6">
        <Heading as="h1" size={{ base: "xl", md: "2xl" }} color="navy.700" wordBreak="break-word">
          {q ? t.titleFor(q) : t.allParts}
        </Heading>
        <SearchResults />
      </Stack>
    </Container>
  );
}
