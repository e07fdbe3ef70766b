import { Button, CloseButton, Drawer, Portal, Stack } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { WithApolloClient } from "../../lib/apollo";
import { useCart } from "../../lib/cart";
import { cartCopy as t } from "./copy";
import { CartLines, CartLoading, CartSummary } from "./CartView";

/** The drawer's body and footer: they read the cart, so they wait for the API client. */
function DrawerCart({ onNavigate }: { onNavigate: () => void }) {
  const cart = useCart();
  const hasLines = !cart.loading && !cart.error && cart.lines.length > 0;
  return (
    <>
      <Drawer.Body>
        <CartLines cart={cart} onNavigate={onNavigate} />
      </Drawer.Body>
      {hasLines && (
        <Drawer.Footer borderTopWidth="1px">
          <Stack gap="3" w="full">
            <CartSummary cart={cart} onNavigate={onNavigate} />
            <Button asChild variant="outline" colorPalette="gray" w="full">
              <RouterLink to="/cart" onClick={onNavigate}>
                {t.viewCart}
              </RouterLink>
            </Button>
          </Stack>
        </Drawer.Footer>
      )}
    </>
  );
}

/** The top bar's cart, a drawer from the end side; its code is downloaded when first opened. */
export default function CartDrawer({
  open,
  onOpenChange,
  finalFocusEl,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  finalFocusEl: () => HTMLElement | null;
}) {
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="end" size={{ base: "full", sm: "md" }} finalFocusEl={finalFocusEl}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t.drawerTitle}</Drawer.Title>
            </Drawer.Header>
            <WithApolloClient
              fallback={
                <Drawer.Body>
                  <CartLoading />
                </Drawer.Body>
              }
            >
              <DrawerCart onNavigate={close} />
            </WithApolloClient>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t.closeDrawer} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
