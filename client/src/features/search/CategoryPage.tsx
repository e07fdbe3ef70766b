import { Breadcrumb, Button, Container, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { ErrorState } from "../../components/ErrorState";
import { usePageTitle } from "../../components/PageTitle";
import { errorCode } from "../../lib/graphql-errors";
import { searchCopy as t } from "./copy";
import { SearchCategoryDocument } from "./operations";
import { SearchResults } from "./SearchResults";
import { useHttpStatus } from "../../lib/page-head";

function NotFound() {
  useHttpStatus(404);
  return (
    <Stack gap="4" align="flex-start" py="10">
      <Heading as="h1" size="2xl" color="navy.700">
        {t.categoryNotFoundTitle}
      </Heading>
      <Text color="fg.muted">{t.categoryNotFound}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/">{t.backHome}</RouterLink>
      </Button>
    </Stack>
  );
}

/** `/category/:slug`: the search page, filtered to one section of the catalogue (and those under it). */
export default function CategoryPage() {
  const { slug = "" } = useParams();
  const { data, error, refetch } = useQuery(SearchCategoryDocument, { variables: { slug } });
  const category = data?.category;
  usePageTitle(category?.label ?? t.categoryTitle);

  const code = errorCode(error);
  if (code === "NOT_FOUND" || code === "BAD_USER_INPUT") {
    return (
      <Container maxW="7xl" py="8">
        <NotFound />
      </Container>
    );
  }

  return (
    <Container maxW="7xl" py={{ base: "6", md: "8" }}>
      <Stack gap="6">
        {category ? (
          <Stack gap="2">
            <Breadcrumb.Root aria-label={t.breadcrumb} size="sm">
              <Breadcrumb.List>
                <Breadcrumb.Item>
                  <Breadcrumb.Link asChild>
                    <RouterLink to="/">{t.home}</RouterLink>
                  </Breadcrumb.Link>
                </Breadcrumb.Item>
                {category.parent && (
                  <>
                    <Breadcrumb.Separator />
                    <Breadcrumb.Item>
                      <Breadcrumb.Link asChild>
                        <RouterLink to={`/category/${category.parent.slug}`}>{category.parent.label}</RouterLink>
                      </Breadcrumb.Link>
                    </Breadcrumb.Item>
                  </>
                )}
                <Breadcrumb.Separator />
                <Breadcrumb.Item>
                  <Breadcrumb.CurrentLink aria-current="page">{category.label}</Breadcrumb.CurrentLink>
                </Breadcrumb.Item>
              </Breadcrumb.List>
            </Breadcrumb.Root>
            <Heading as="h1" size={{ base: "xl", md: "2xl" }} color="navy.700">
              {category.label}
            </Heading>
          </Stack>
        ) : error ? (
          <ErrorState error={error} title={t.categoryLoadError} onRetry={() => void refetch().catch(() => {})} />
        ) : (
          <Skeleton h="10" w="60%" maxW="sm" />
        )}
        {/* The results load alongside the category's name. */}
        <SearchResults fixedCategory={slug} />
      </Stack>
    </Container>
  );
}
