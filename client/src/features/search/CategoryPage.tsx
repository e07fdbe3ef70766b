import { Breadcrumb, Container, Heading, Skeleton, Stack } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { MissingState } from "../../components/MissingState";
import { ErrorState } from "../../components/ErrorState";
import { usePageTitle } from "../../components/PageTitle";
import { errorCode } from "../../lib/graphql-errors";
import { searchCopy as t } from "./copy";
import { SearchCategoryDocument } from "./operations";
import { SearchResults } from "./SearchResults";

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
        <MissingState title={t.categoryNotFoundTitle} body={t.categoryNotFound} to="/" linkText={t.backHome} />
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
