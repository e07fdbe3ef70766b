import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  chakra,
  Container,
  DataList,
  Field,
  Grid,
  Heading,
  HStack,
  Input,
  Link,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link as RouterLink, useParams } from "react-router-dom";
import { ErrorState } from "../../components/ErrorState";
import { OrderRefusal } from "../../components/OrderRefusal";
import { usePageTitle } from "../../components/PageTitle";
import { PartImage } from "../../components/PartImage";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { errorCode } from "../../lib/graphql-errors";
import { copy } from "../../lib/copy";
import { useSession } from "../../lib/session";
import { toaster } from "../../lib/toaster";
import { BackInStock } from "./BackInStock";
import { purchaseCopy } from "./copy";

const t = purchaseCopy;

export const PurchasePartDocument = graphql(`
  query PurchasePart($id: ID!) {
    part(id: $id) {
      id
      name
      ...PartDetails_part
      ...OrderFormCard_part
    }
  }
`);

/** The order's part comes back with its new stock, so the page shows it without another request. */
export const PurchasePlaceOrderDocument = graphql(`
  mutation PurchasePlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      id
      number
      quantity
      productPrice
      status
      part {
        id
        minquantity
        avquantity
        soldOut
      }
    }
  }
`);

/** A whole number typed in the quantity field, or null. */
function wholeNumber(value: string): number | null {
  const trimmed = value.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

function pieces(n: number): string {
  return `${n} ${copy.common.pices}`;
}

/** What the page shows of the part. */
const PartDetailsFragment = graphql(`
  fragment PartDetails_part on Part {
    name
    description
    picture
    category
    price
    minquantity
    avquantity
    soldOut
  }
`);

function PartDetails(props: { part: FragmentType<typeof PartDetailsFragment> }) {
  const part = useFragment(PartDetailsFragment, props.part);
  return (
    <Card.Root overflow="hidden" variant="outline">
      <PartImage
        src={part.picture}
        name={part.name}
        category={part.category}
        htmlWidth={640}
        htmlHeight={400}
        w="full"
        h={{ base: "56", md: "72" }}
        objectFit="contain"
        bg="bg.muted"
      />
      <Card.Body gap="3">
        <Heading as="h1" size="2xl" color="navy.700">{part.name}</Heading>
        {part.soldOut && (
          <Badge alignSelf="flex-start" size="lg" variant="solid" bg="gray.700" color="white">
            {copy.parts.soldOut}
          </Badge>
        )}
        {part.description && <Text color="fg.muted">{part.description}</Text>}
        <DataList.Root orientation="horizontal" gap="2">
          <DataList.Item>
            <DataList.ItemLabel>{t.minimumQuantity}</DataList.ItemLabel>
            <DataList.ItemValue>{pieces(part.minquantity)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t.availableQuantity}</DataList.ItemLabel>
            <DataList.ItemValue>{pieces(part.avquantity)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t.price}</DataList.ItemLabel>
            <DataList.ItemValue fontWeight="semibold">{t.perPiece(copy.common.dollars(part.price))}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

interface OrderForm {
  quantity: string;
}

/** What ordering needs of the part: its bounds and its price in cents, for a total that is exactly the charge. */
const OrderFormCardFragment = graphql(`
  fragment OrderFormCard_part on Part {
    id
    name
    priceCents
    minquantity
    avquantity
    soldOut
  }
`);

function OrderFormCard(props: { part: FragmentType<typeof OrderFormCardFragment>; onRefusal: () => void }) {
  const part = useFragment(OrderFormCardFragment, props.part);
  const { onRefusal } = props;
  const { user } = useSession();
  const [placeOrder, { loading }] = useMutation(PurchasePlaceOrderDocument);
  // The order just placed: Purchase stays off while its confirmation shows, so a second click cannot
  // order again; "Place another order" turns it back on.
  const [placed, setPlaced] = useState<{ id: string; number: string } | null>(null);
  // Set in the click's own tick: a double click is refused before `loading` has re-rendered the button.
  const placing = useRef(false);
  const [serverError, setServerError] = useState<unknown>(null);
  const { register, handleSubmit, control, reset } = useForm<OrderForm>({
    defaultValues: { quantity: String(part.minquantity) },
  });

  const quantity = wholeNumber(useWatch({ control, name: "quantity" }) ?? "");
  const inRange = !part.soldOut && quantity !== null && quantity >= part.minquantity && quantity <= part.avquantity;
  // Whole cents, so the total is exactly what the server charges.
  const total = inRange ? copy.common.dollars((part.priceCents * quantity) / 100) : "";

  const place = async () => {
    if (!inRange || quantity === null || placing.current || placed) return;
    placing.current = true;
    setServerError(null);
    try {
      const { data } = await placeOrder({ variables: { input: { partId: part.id, quantity } } });
      if (data) setPlaced({ id: data.placeOrder.id, number: data.placeOrder.number });
      toaster.success({ title: t.ordered });
      reset({ quantity: String(part.minquantity) });
    } catch (err) {
      setServerError(err);
      // The stock may have changed meanwhile (or the part is gone): show the server's current state.
      onRefusal();
    } finally {
      placing.current = false;
    }
  };

  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Heading as="h2" size="lg" mb="4">{t.formTitle}</Heading>
        <chakra.form onSubmit={(event) => handleSubmit(place)(event)} noValidate aria-busy={loading}>
          <Stack gap="4">
            <Field.Root readOnly>
              <Field.Label>{t.nameLabel}</Field.Label>
              <Input readOnly value={user?.displayName ?? ""} bg="bg.muted" autoComplete="name" />
            </Field.Root>
            <Field.Root readOnly>
              <Field.Label>{t.emailLabel}</Field.Label>
              <Input readOnly type="email" value={user?.email ?? ""} bg="bg.muted" autoComplete="email" />
            </Field.Root>
            <Field.Root readOnly>
              <Field.Label>{t.productNameLabel}</Field.Label>
              <Input readOnly value={part.name} bg="bg.muted" />
            </Field.Root>
            <Field.Root invalid={!inRange && !part.soldOut} required disabled={part.soldOut}>
              <Field.Label>
                {t.quantityLabel} <Field.RequiredIndicator />
              </Field.Label>
              <Input
                type="number"
                inputMode="numeric"
                min={part.minquantity}
                max={part.avquantity}
                step={1}
                {...register("quantity", { onChange: () => setServerError(null) })}
              />
              {!part.soldOut && <Field.HelperText>{t.quantityHelp(part.minquantity, part.avquantity)}</Field.HelperText>}
              <Field.ErrorText color="red.700">{t.outOfRange}</Field.ErrorText>
            </Field.Root>
            <Field.Root readOnly>
              <Field.Label>{t.priceLabel}</Field.Label>
              <Input readOnly value={total} bg="bg.muted" aria-live="polite" />
            </Field.Root>
            <Button
              type="submit"
              colorPalette="brand"
              disabled={!inRange || loading || !!placed}
              loading={loading}
              loadingText={t.placing}
              alignSelf="flex-start"
            >
              {t.submit}
            </Button>
            <Text fontSize="sm" color="fg.muted">
              {t.termsBefore}
              <Link asChild color="navy.700" textDecoration="underline">
                <RouterLink to="/terms">{copy.policies.terms}</RouterLink>
              </Link>
              {t.termsBetween}
              <Link asChild color="navy.700" textDecoration="underline">
                <RouterLink to="/shipping">{copy.policies.shipping}</RouterLink>
              </Link>
              {t.termsAnd}
              <Link asChild color="navy.700" textDecoration="underline">
                <RouterLink to="/returns">{copy.policies.returns}</RouterLink>
              </Link>
              .
            </Text>
            {part.soldOut && <BackInStock part={part} />}
            {serverError !== null && <OrderRefusal error={serverError} onVerified={() => setServerError(null)} />}
            {placed && (
              <Alert.Root status="success" role="status">
                <Alert.Indicator />
                <Alert.Content gap="2">
                  <Alert.Title>{t.placed(placed.number)}</Alert.Title>
                  <Alert.Description>{t.ordered}</Alert.Description>
                  <Text fontSize="sm">{t.placedHint}</Text>
                  <HStack gap="3" wrap="wrap" mt="1">
                    <Button asChild size="sm" colorPalette="brand">
                      <RouterLink to={`/dashboard/payment/${placed.id}`}>{t.payNow}</RouterLink>
                    </Button>
                    <Link asChild color="navy.700" fontWeight="semibold" textDecoration="underline">
                      <RouterLink to="/dashboard/myorder">{t.seeOrders}</RouterLink>
                    </Link>
                    <Button size="sm" variant="outline" onClick={() => setPlaced(null)}>
                      {t.orderAgain}
                    </Button>
                  </HStack>
                </Alert.Content>
              </Alert.Root>
            )}
          </Stack>
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}

function LoadingState() {
  return (
    <Grid templateColumns={{ base: "1fr", lg: "1fr 1fr" }} gap="8" role="status" aria-live="polite" aria-label={copy.common.loading}>
      <Stack gap="4">
        <Skeleton h={{ base: "56", md: "72" }} borderRadius="md" />
        <Skeleton h="8" w="60%" />
        <SkeletonText noOfLines={3} />
      </Stack>
      <Stack gap="4">
        {[0, 1, 2, 3, 4].map((i) => <Skeleton key={i} h="10" />)}
      </Stack>
    </Grid>
  );
}

function NotFound() {
  return (
    <Stack gap="4" align="flex-start" py="10">
      <Heading as="h1" size="2xl" color="navy.700">{t.notFoundTitle}</Heading>
      <Text color="fg.muted">{t.notFound}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/">{t.backHome}</RouterLink>
      </Button>
    </Stack>
  );
}

export default function PurchasePage() {
  const { id = "" } = useParams();
  // Fresh stock on every visit; later cache updates (the order's new stock) stay local.
  const { data, error, refetch } = useQuery(PurchasePartDocument, {
    variables: { id },
    fetchPolicy: "cache-and-network",
    nextFetchPolicy: "cache-first",
  });
  const part = data?.part;
  usePageTitle(part?.name ?? t.title);

  const code = errorCode(error);
  // A malformed id is refused as bad input: for the shopper it is the same as a part that does not exist.
  const missing = code === "NOT_FOUND" || code === "BAD_USER_INPUT";

  return (
    <Container maxW="6xl" py="8">
      {part ? (
        <Grid templateColumns={{ base: "1fr", lg: "1fr 1fr" }} gap="8" alignItems="start">
          <PartDetails part={part} />
          <Box>
            {/* A new form per part, so the quantity starts at that part's minimum. */}
            <OrderFormCard key={part.id} part={part} onRefusal={() => void refetch().catch(() => {})} />
          </Box>
        </Grid>
      ) : missing ? (
        <NotFound />
      ) : error ? (
        <Stack gap="4">
          <Heading as="h1" size="2xl" color="navy.700">{t.title}</Heading>
          <ErrorState error={error} title={t.loadError} onRetry={() => void refetch().catch(() => {})} />
        </Stack>
      ) : (
        <LoadingState />
      )}
    </Container>
  );
}
