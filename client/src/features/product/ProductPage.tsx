import { Badge, Box, Breadcrumb, Button, Container, DataList, Grid, Heading, Skeleton, SkeletonText, Stack, Table, Text } from "@chakra-ui/react";
import { useMoney } from "../../lib/currency";
import { useQuery } from "@apollo/client/react";
import { Fragment, useId } from "react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { AddToCartForm } from "../../components/AddToCart";
import { MissingState } from "../../components/MissingState";
import { ErrorState } from "../../components/ErrorState";
import { graphql } from "../../gql";
import type { ProductPartQuery } from "../../gql/graphql";
import { copy } from "../../lib/copy";
import { errorCode } from "../../lib/graphql-errors";
import { useSession } from "../../lib/session";
import { productCopy as t } from "./copy";
import { FitmentTable } from "./FitmentTable";
import { FitVerdict } from "./FitVerdict";
import { Gallery } from "./Gallery";
import { PartDelivery } from "./PartDelivery";
import { PartNumbers } from "./PartNumbers";
import { QuestionsSection } from "./QuestionsSection";
import { ReviewsSection } from "./ReviewsSection";
import { usePageHead } from "../../lib/page-head";
import { partPageMeta } from "./structured-data";

export const ProductPartDocument = graphql(`
  query ProductPart($id: ID!) {
    part(id: $id) {
      id
      name
      description
      brand
      partNumber
      picture
      price
      minquantity
      avquantity
      soldOut
      gtin
      returnable
      specs {
        name
        value
      }
      productCategory {
        id
        slug
        label
        parent {
          id
          slug
          label
        }
      }
      ...Gallery_part
      ...FitmentTable_part
      ...PartNumbers_part
      ...ReviewsSection_part
    }
    # For the JSON-LD's shipping details: rendered on the server with the page (the dates come later, in the browser).
    deliveryZones {
      ...DeliveryZone_zone
    }
  }
`);

type Part = NonNullable<ProductPartQuery["part"]>;

/** Below this many units in stock, the page says how few are left. */
const LOW_STOCK = 10;

function StockBadge({ part }: { part: Part }) {
  if (part.soldOut) {
    return (
      <Badge size="lg" variant="solid" bg="gray.700" color="white">
        {copy.parts.soldOut}
      </Badge>
    );
  }
  const low = part.avquantity < LOW_STOCK;
  return (
    <Badge size="lg" variant="subtle" colorPalette={low ? "orange" : "green"}>
      {low ? copy.parts.onlyLeft(part.avquantity) : copy.parts.inStock}
    </Badge>
  );
}

/**
 * Buying happens on the purchase page, which needs signing in: a signed-out shopper is told why and goes
 * to the login page, which brings them back to the purchase page (`state.from`, as the route guard does).
 */
function BuyBox({ part }: { part: Part }) {
  const { status } = useSession();
  const whyId = useId();
  const purchase = `/allparts/${part.id}`;
  const signedOut = status === "signedOut";
  const to = signedOut ? "/login" : purchase;
  const state = signedOut ? { from: { pathname: purchase, search: "", hash: "" } } : undefined;

  if (part.soldOut) {
    return (
      <Stack gap="2">
        <Button disabled variant="subtle" colorPalette="gray" size="lg">
          {copy.parts.soldOut}
        </Button>
        {signedOut && (
          <Text id={whyId} fontSize="sm" color="fg.muted">
            {t.signInToBeEmailedWhy}
          </Text>
        )}
        <Button asChild variant="outline" colorPalette="gray" size="lg">
          <RouterLink to={to} state={state} aria-describedby={signedOut ? whyId : undefined}>
            {signedOut ? t.signInToBeEmailed : copy.parts.notifyMe}
          </RouterLink>
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="2">
      {signedOut && (
        <Text id={whyId} fontSize="sm" color="fg.muted">
          {t.signInToBuyWhy}
        </Text>
      )}
      <Button asChild colorPalette="brand" size="lg">
        <RouterLink to={to} state={state} aria-describedby={signedOut ? whyId : undefined}>
          {signedOut ? t.signInToBuy : t.buy}
        </RouterLink>
      </Button>
    </Stack>
  );
}

function Breadcrumbs({ part }: { part: Part }) {
  const category = part.productCategory;
  const trail = [category?.parent, category].filter((c): c is NonNullable<typeof c> => !!c);
  return (
    <Breadcrumb.Root aria-label={t.breadcrumb} size="sm">
      <Breadcrumb.List flexWrap="wrap">
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <RouterLink to="/">{t.home}</RouterLink>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        {trail.map((c) => (
          <Fragment key={c.slug}>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild>
                <RouterLink to={`/category/${c.slug}`}>{c.label}</RouterLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
          </Fragment>
        ))}
        <Breadcrumb.Separator />
        <Breadcrumb.Item minW="0">
          <Breadcrumb.CurrentLink aria-current="page" truncate>
            {part.name}
          </Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

function Specs({ specs }: { specs: Part["specs"] }) {
  const headingId = useId();
  if (specs.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" id={headingId} size="lg">
        {t.specs}
      </Heading>
      <Table.Root size="sm" variant="outline" aria-labelledby={headingId}>
        <Table.Body>
          {specs.map((spec) => (
            <Table.Row key={spec.name}>
              <Table.ColumnHeader scope="row" w={{ base: "40%", md: "1/3" }} fontWeight="semibold" bg="bg.subtle">
                {spec.name}
              </Table.ColumnHeader>
              <Table.Cell wordBreak="break-word">{spec.value}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

function PartView({ part }: { part: Part }) {
  const money = useMoney();
  const descriptionId = useId();
  return (
    <Stack gap="6">
      <Breadcrumbs part={part} />
      <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) minmax(0, 1fr)" }} gap={{ base: "6", lg: "10" }} alignItems="start">
        <Gallery part={part} />
        <Stack gap="5">
          <Stack gap="2">
            <Heading as="h1" size={{ base: "2xl", md: "3xl" }} color="navy.700" wordBreak="break-word">
              {part.name}
            </Heading>
            <Box>
              <StockBadge part={part} />
            </Box>
          </Stack>
          <Text fontSize="3xl" fontWeight="bold" color="navy.700">
            {t.perPiece(money.price(part.price))}
          </Text>
          <DataList.Root orientation="horizontal" gap="2">
            {part.brand && (
              <DataList.Item>
                <DataList.ItemLabel>{t.brand}</DataList.ItemLabel>
                <DataList.ItemValue>{part.brand}</DataList.ItemValue>
              </DataList.Item>
            )}
            {part.partNumber && (
              <DataList.Item>
                <DataList.ItemLabel>{t.partNumber}</DataList.ItemLabel>
                <DataList.ItemValue>{part.partNumber}</DataList.ItemValue>
              </DataList.Item>
            )}
            <DataList.Item>
              <DataList.ItemLabel>{t.minimum}</DataList.ItemLabel>
              <DataList.ItemValue>{t.pieces(part.minquantity)}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <FitVerdict partId={part.id} partName={part.name} partNumber={part.partNumber} categorySlug={part.productCategory?.slug} />
          {/* Into the cart, beside the spec's own way to buy (the purchase page). */}
          <AddToCartForm part={part} />
          <BuyBox part={part} />
          <PartDelivery partId={part.id} soldOut={part.soldOut} />
          {part.description && (
            <Stack as="section" aria-labelledby={descriptionId} gap="2">
              <Heading as="h2" id={descriptionId} size="lg">
                {t.description}
              </Heading>
              <Text color="fg.muted" whiteSpace="pre-line">
                {part.description}
              </Text>
            </Stack>
          )}
          <Specs specs={part.specs} />
          <PartNumbers part={part} />
        </Stack>
      </Grid>
      <FitmentTable part={part} />
      <ReviewsSection part={part} />
      <QuestionsSection partId={part.id} />
    </Stack>
  );
}

function LoadingState() {
  return (
    <Grid templateColumns={{ base: "1fr", lg: "1fr 1fr" }} gap="8" role="status" aria-live="polite" aria-label={copy.common.loading}>
      <Skeleton aspectRatio="4 / 3" borderRadius="lg" />
      <Stack gap="4">
        <Skeleton h="10" w="70%" />
        <Skeleton h="8" w="30%" />
        <SkeletonText noOfLines={4} />
        <Skeleton h="12" w="40%" />
      </Stack>
    </Grid>
  );
}

/** `/product/:id`: a part's public page, for anyone, signed in or not. */
export default function ProductPage() {
  const { id = "" } = useParams();
  // Fresh stock and price on every visit.
  const { data, error, refetch } = useQuery(ProductPartDocument, {
    variables: { id },
    fetchPolicy: "cache-and-network",
    nextFetchPolicy: "cache-first",
  });
  const part = data?.part;
  const code = errorCode(error);
  // A malformed id is refused as bad input: for the shopper it is the same as a part that does not exist.
  const missing = code === "NOT_FOUND" || code === "BAD_USER_INPUT";
  usePageHead(part?.name ?? (missing ? t.notFoundTitle : t.title), part ? partPageMeta(part, data?.deliveryZones ?? []) : undefined);

  return (
    <Container maxW="6xl" py={{ base: "6", md: "8" }}>
      {part ? (
        <PartView part={part} />
      ) : missing ? (
        <MissingState title={t.notFoundTitle} body={t.notFound} to="/" linkText={t.backHome} />
      ) : error ? (
        <Stack gap="4">
          <Heading as="h1" size="2xl" color="navy.700">
            {t.title}
          </Heading>
          <ErrorState error={error} title={t.loadError} onRetry={() => void refetch().catch(() => {})} />
        </Stack>
      ) : (
        <LoadingState />
      )}
    </Container>
  );
}
