import { Box, Button, VisuallyHidden } from "@chakra-ui/react";
import { lazy, Suspense, useRef, useState, type RefObject } from "react";
import { CartIcon } from "../../components/icons";
import { useHasAccessToken } from "../../lib/access-token";
import { WithApolloClient } from "../../lib/apollo";
import { copy } from "../../lib/copy";
import { guestItemCount, useGuestCart } from "../../lib/guest-cart";
import { useSession } from "../../lib/session";

const CartDrawer = lazy(() => import("./CartDrawer"));
const AccountCartCount = lazy(() => import("./AccountCartCount"));

interface ViewProps {
  /** Units in the cart; null while not known. */
  count: number | null;
  open: boolean;
  onOpen: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/** Says the new count to screen readers when it changes (not when the page loads). */
function useCountAnnouncement(count: number | null): string {
  const [last, setLast] = useState(count);
  const [announcement, setAnnouncement] = useState("");
  if (count !== last) {
    setLast(count);
    if (count !== null && last !== null) setAnnouncement(copy.cart.button(count));
  }
  return announcement;
}

function CartButtonView({ count, open, onOpen, buttonRef }: ViewProps) {
  const announcement = useCountAnnouncement(count);
  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        px="2"
        // 44 px on phones (a tap target), the bar's 40 px from `md`.
        minW={{ base: "11", md: "10" }}
        h={{ base: "11", md: "10" }}
        position="relative"
        aria-label={count === null ? copy.cart.buttonLoading : copy.cart.button(count)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={onOpen}
      >
        <CartIcon />
        {count !== null && count > 0 && (
          <Box
            as="span"
            aria-hidden
            position="absolute"
            top="0.5"
            insetEnd="0.5"
            minW="5"
            h="5"
            px="1"
            borderRadius="full"
            bg="brand.solid"
            color="brand.contrast"
            fontSize="xs"
            fontWeight="bold"
            // The number centred in the 20 px dot: a unitless "5" would be five times the font size.
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            lineHeight="1"
          >
            {count > 99 ? "99+" : count}
          </Box>
        )}
      </Button>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </>
  );
}

/**
 * The top bar's cart button, with the item count, opening the cart drawer. A guest's count is read from
 * the browser's cart (no API client needed to paint it); a signed-in shopper's from the cached `myCart`,
 * once the API client has loaded.
 */
export function CartButton() {
  const { status } = useSession();
  const hasToken = useHasAccessToken();
  const guestLines = useGuestCart();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const onOpen = () => {
    setUsed(true);
    setOpen(true);
  };
  const view = (count: number | null) => <CartButtonView count={count} open={open} onOpen={onOpen} buttonRef={buttonRef} />;

  // Until the guest cart has joined the account's (at sign-in), the count is the browser's.
  const account = status === "signedIn" && guestLines.length === 0;
  const unknown = status === "loading" && hasToken;
  return (
    <>
      {account ? (
        <WithApolloClient fallback={view(null)}>
          <Suspense fallback={view(null)}>
            <AccountCartCount>{view}</AccountCartCount>
          </Suspense>
        </WithApolloClient>
      ) : (
        view(unknown ? null : guestItemCount(guestLines))
      )}
      {used && (
        <Suspense>
          <CartDrawer open={open} onOpenChange={setOpen} finalFocusEl={() => buttonRef.current} />
        </Suspense>
      )}
    </>
  );
}
