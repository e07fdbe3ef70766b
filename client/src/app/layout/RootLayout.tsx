import { Box, chakra, Flex } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router-dom";
import { GuestCartMerge } from "../../features/cart/GuestCartMerge";
import { GuestGarageMerge } from "../../features/garage/GuestGarageMerge";
import { CurrencyFromShopper } from "../../components/CurrencyPicker";
import { copy } from "../../lib/copy";
import { SessionProvider } from "../../lib/session";
import { Toaster } from "../../lib/toast-host";
import { Footer } from "./Footer";
import { TopBar } from "./TopBar";

/**
 * The page, with the spec's 500 ms entrance. The first page of a visit may be on screen already, rendered
 * by the server (ADR 0041): it slides in without fading, which would hide it again until the fade ended
 * (and hold back its largest paint); pages opened from it fade and slide.
 */
function PageEntrance({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [firstPage] = useState(location.key === "default");
  return (
    <Box
      as="main"
      id="main"
      tabIndex={-1}
      flex="1"
      animationName={firstPage ? "slide-from-bottom" : "fade-in, slide-from-bottom"}
      animationDuration="500ms"
      animationTimingFunction="ease-out"
      outline="none"
    >
      {children}
    </Box>
  );
}

/**
 * Every page: skip link, top bar, the page (with a 500 ms entrance), footer, toasts. The session starts
 * with the first page rather than before it: its Firebase SDK is large, and loading it while the first
 * page rendered made that page much slower on phones. At sign-in, the cart a guest filled joins the
 * account's (GuestCartMerge), whichever way they signed in.
 */
export function RootLayout() {
  const location = useLocation();
  return (
    <SessionProvider>
      <Flex direction="column" minH="100vh">
        <chakra.a
          href="#main"
          position="absolute"
          left="2"
          top="-20"
          zIndex="skipLink"
          bg="bg"
          px="3"
          py="2"
          borderRadius="md"
          _focus={{ top: "2" }}
        >
          {copy.nav.skipToContent}
        </chakra.a>
        <TopBar />
        <PageEntrance key={location.pathname.split("/")[1]}>
          <Outlet />
        </PageEntrance>
        <Footer />
        <Toaster />
        <ScrollRestoration />
        {/* At sign-in, the guest's cart joins the account's. */}
        <GuestCartMerge />
        {/* And the guest's garage joins the account's. */}
        <GuestGarageMerge />
        {/* Until the shopper picks a currency, their bike's market or their address names it. */}
        <CurrencyFromShopper />
      </Flex>
    </SessionProvider>
  );
}
