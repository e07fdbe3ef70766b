import { Box, Button, EmptyState, Flex, Skeleton, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useMoney } from "../../lib/currency";
import { Link as RouterLink } from "react-router-dom";
import { ErrorState } from "../../components/ErrorState";
import { CartIcon } from "../../components/icons";
import { useCartActions, type Cart } from "../../lib/cart";
import { CartLineItem } from "./CartLineItem";
import { cartCopy as t } from "./copy";

/** Skeletons of a few lines, while the cart loads. */
export function CartLoading({ lines = 2 }: { lines?: number }) {
  return (
    <Stack gap="4" role="status" aria-live="polite">
      <VisuallyHidden>{t.loading}</VisuallyHidden>
      {Array.from({ length: lines }, (_, i) => (
        <Flex key={i} gap="3" aria-hidden>
          <Skeleton w="20" h="20" borderRadius="md" flexShrink={0} />
          <Stack flex="1" gap="2">
            <Skeleton h="5" w="70%" />
            <Skeleton h="4" w="40%" />
            <Skeleton h="8" w="50%" />
          </Stack>
        </Flex>
      ))}
    </Stack>
  );
}

export function CartEmpty({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="lg">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <CartIcon />
        </EmptyState.Indicator>
        <EmptyState.Title as="p">{t.empty}</EmptyState.Title>
        <EmptyState.Description>{t.emptyHint}</EmptyState.Description>
        <Button asChild colorPalette="brand">
          <RouterLink to="/search" onClick={onNavigate}>
            {t.browse}
          </RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** The cart's lines, or its loading, error or empty state. */
export function CartLines({ cart, onNavigate }: { cart: Cart; onNavigate?: () => void }) {
  const actions = useCartActions();
  if (cart.loading) return <CartLoading />;
  if (cart.error) return <ErrorState error={cart.error} title={cart.mergeFailed ? t.mergeError : t.loadError} onRetry={() => void cart.refresh()} />;
  if (cart.lines.length === 0) return <CartEmpty onNavigate={onNavigate} />;
  return (
    <Box as="ul" listStyle="none" aria-label={t.lines} aria-busy={cart.updating} borderTopWidth="1px">
      {cart.lines.map((line) => (
        <CartLineItem key={line.id} line={line} actions={actions} onNavigate={onNavigate} />
      ))}
    </Box>
  );
}

/** Subtotal and the way to checkout (a guest is asked to sign in there). */
export function CartSummary({ cart, onNavigate }: { cart: Cart; onNavigate?: () => void }) {
  const money = useMoney();
  if (cart.loading || cart.error || cart.lines.length === 0) return null;
  return (
    <Stack gap="3">
      <Flex justify="space-between" align="baseline" gap="3">
        <Text fontWeight="semibold">
          {t.subtotal}{" "}
          <Text as="span" fontWeight="normal" color="fg.muted" fontSize="sm">
            ({t.items(cart.itemCount)})
          </Text>
        </Text>
        {/* Announced when a change of quantity or a removal changes it. */}
        <Text fontSize="xl" fontWeight="bold" color="navy.700" aria-live="polite" aria-atomic="true">
          <VisuallyHidden>{t.subtotal}: </VisuallyHidden>
          {money.lines(cart.lines.filter((l) => l.lineTotal > 0))}
        </Text>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {t.taxesAtCheckout}
      </Text>
      {cart.itemCount > 0 ? (
        <Button asChild colorPalette="brand" size="lg" w="full">
          <RouterLink to="/checkout" onClick={onNavigate}>
            {t.checkout}
          </RouterLink>
        </Button>
      ) : (
        <Text fontSize="sm" color="red.700">
          {t.nothingToCheckout}
        </Text>
      )}
    </Stack>
  );
}
