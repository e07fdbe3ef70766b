import { Box, Button, Text } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { NavLink } from "react-router-dom";
import { useHasAccessToken } from "../../lib/access-token";
import { WithApolloClient } from "../../lib/apollo";
import type { GarageVehicle } from "../../lib/garage";
import { guestActiveBike, useGuestGarage } from "../../lib/guest-garage";
import { useSession } from "../../lib/session";
import { garageCopy as t } from "./copy";

const AccountActiveBike = lazy(() => import("./AccountActiveBike"));

/** The link itself: "My garage", with the active bike's name under it (undefined: not known yet). */
function GarageLinkView({ bike, stacked, onNavigate }: { bike: GarageVehicle | null | undefined; stacked: boolean; onNavigate?: () => void }) {
  const label = bike === undefined ? t.topBarLoading : bike ? t.topBarActive(bike.name) : t.topBarLink;
  return (
    <Button asChild variant="ghost" size="sm" h="auto" minH={stacked ? "11" : undefined} py="1" px="2" justifyContent="flex-start" maxW={stacked ? "full" : "48"}>
      <NavLink to="/garage" aria-label={label} onClick={onNavigate}>
        <Box textAlign="start" minW="0" lineHeight="short">
          <Text fontSize="xs" color="fg.muted" fontWeight="medium">
            {t.topBarLink}
          </Text>
          {bike && (
            <Text fontSize="sm" fontWeight="semibold" truncate={!stacked} title={bike.name}>
              {bike.name}
            </Text>
          )}
        </Box>
      </NavLink>
    </Button>
  );
}

/**
 * The top bar's (and the phones' menu's) way to the garage, naming the active bike. A guest's is read
 * from the browser (no API client needed to paint it); a signed-in rider's from the cached garage, once
 * the API client has loaded.
 */
export function GarageLink({ stacked = false, onNavigate }: { stacked?: boolean; onNavigate?: () => void }) {
  const { status } = useSession();
  const hasToken = useHasAccessToken();
  const guest = useGuestGarage();
  const view = (bike: GarageVehicle | null | undefined) => <GarageLinkView bike={bike} stacked={stacked} onNavigate={onNavigate} />;
  // Until the guest's garage has joined the account's (at sign-in), the bike shown is the browser's.
  const account = status === "signedIn" && guest.bikes.length === 0;
  if (account) {
    return (
      <WithApolloClient fallback={view(undefined)}>
        <Suspense fallback={view(undefined)}>
          <AccountActiveBike>{view}</AccountActiveBike>
        </Suspense>
      </WithApolloClient>
    );
  }
  const unknown = status === "loading" && hasToken;
  return view(unknown ? undefined : guestActiveBike(guest));
}
