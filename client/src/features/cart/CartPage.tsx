import { Box, Button, Container, Grid, Heading, Stack } from "@chakra-ui/react";
import { useId } from "react";
import { Link as RouterLink } from "react-router-dom";
import { usePageTitle } from "../../components/PageTitle";
import { useCart } from "../../lib/cart";
import { cartCopy as t } from "./copy";
import { CartDelivery } from "./CartDelivery";
import { CartLines, CartSummary } from "./CartView";

/** `/cart`: the cart, for guests (kept in the browser) and signed-in shoppers (kept on the server) alike. */
export default function CartPage() {
  usePageTitle(t.title);
  const cart = useCart();
  const summaryId = useId();
  const showSummary = !cart.loading && !cart.error && cart.lines.length > 0;
  return (
    <Container maxW="6xl" py={{ base: "6", md: "8" }}>
      <Stack gap="6">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} color="navy.700">
          {t.title}
        </Heading>
        <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 22rem" }} gap={{ base: "6", lg: "10" }} alignItems="start">
          <Box>
            <CartLines cart={cart} />
          </Box>
          {showSummary && (
            <Stack as="section" aria-labelledby={summaryId} gap="4" borderWidth="1px" borderRadius="lg" p="5" position={{ lg: "sticky" }} top={{ lg: "20" }}>
              <Heading as="h2" id={summaryId} size="lg">
                {t.summary}
              </Heading>
              <CartDelivery cart={cart} />
              <CartSummary cart={cart} />
              <Button asChild variant="ghost" colorPalette="gray" size="sm">
                <RouterLink to="/search">{t.continueShopping}</RouterLink>
              </Button>
            </Stack>
          )}
        </Grid>
      </Stack>
    </Container>
  );
}
