import { Box, Button, Container, Flex, HStack, IconButton, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { NavLink, Link as RouterLink, useLocation } from "react-router-dom";
import { PersonAvatar } from "../../components/Avatar";
import { CartButton } from "../../features/cart/CartButton";
import { CurrencyNotice, CurrencyPicker } from "../../components/CurrencyPicker";
import { GarageLink } from "../../features/garage/GarageLink";
import { SearchBox, SearchIcon } from "../../features/search/SearchBox";
import { MenuIcon } from "../../components/icons";
import { copy } from "../../lib/copy";
import { useSession } from "../../lib/session";

const MobileMenu = lazy(() => import("./MobileMenu"));

interface NavItem {
  to: string;
  label: string;
  end?: boolean;
  /** Another path that shows the same page (the spec's /home), where this link is marked too. */
  alias?: string;
}

/** The phones' menu's customer care links (wide screens have them in the footer). */
const CARE_ITEMS: NavItem[] = [
  { to: "/dashboard/myorder", label: copy.nav.myOrders },
  { to: "/shipping", label: copy.nav.shipping },
  { to: "/returns", label: copy.nav.returns },
];

function useNavItems(): NavItem[] {
  const { status } = useSession();
  return [
    { to: "/", label: copy.nav.home, end: true, alias: "/home" },
    ...(status === "signedIn" ? [{ to: "/dashboard", label: copy.nav.dashboard }] : []),
    { to: "/blog", label: copy.nav.blog },
    { to: "/portfolio", label: copy.nav.portfolio },
  ];
}

/** Phones' tap targets: 44 px at least (WCAG 2.5.5), the bar's own 40 px from `md`. */
const TAP = { base: "11", md: "10" } as const;

/**
 * A nav link; the current page's is marked (aria-current="page" and an underline). In the phones' menu
 * (`stacked`) each is a 44 px row.
 */
function NavItemLink({ item, onNavigate, stacked = false }: { item: NavItem; onNavigate?: () => void; stacked?: boolean }) {
  const onAlias = useLocation().pathname === item.alias;
  return (
    <Link
      asChild
      px="3"
      py="2"
      minH={stacked ? "11" : undefined}
      display={stacked ? "flex" : undefined}
      alignItems="center"
      borderRadius="md"
      fontWeight="medium"
      color="fg"
      _hover={{ bg: "bg.muted", textDecoration: "none" }}
      css={{ "&[aria-current=page]": { color: "brand.fg", boxShadow: "inset 0 -3px 0 var(--chakra-colors-brand-solid)" } }}
    >
      {onAlias ? (
        <RouterLink to={item.to} aria-current="page" onClick={onNavigate}>
          {item.label}
        </RouterLink>
      ) : (
        <NavLink to={item.to} end={item.end} onClick={onNavigate}>
          {item.label}
        </NavLink>
      )}
    </Link>
  );
}

function Account({ stacked = false, onNavigate }: { stacked?: boolean; onNavigate?: () => void }) {
  const { status, user, signOut } = useSession();
  if (status === "loading") return <Skeleton height="8" width="24" borderRadius="full" aria-hidden />;
  if (status === "signedOut" || !user) {
    return (
      <Button asChild colorPalette="brand" size={stacked ? "lg" : "sm"}>
        <RouterLink to="/login" onClick={onNavigate}>{copy.nav.login}</RouterLink>
      </Button>
    );
  }
  const name = user.displayName || user.email;
  return (
    <Stack direction={stacked ? "column" : "row"} align={stacked ? "flex-start" : "center"} gap="3">
      <HStack gap="2">
        <PersonAvatar src={user.photoURL} name={copy.nav.avatarAlt(name)} size="sm" />
        <Text fontWeight="medium" maxW="40" truncate title={name}>{name}</Text>
      </HStack>
      <Button size={stacked ? "lg" : "sm"} variant="outline" onClick={() => { onNavigate?.(); void signOut(); }}>
        {copy.nav.signOut}
      </Button>
    </Stack>
  );
}

/** The words of the search shown, on the search page, so the box shows them too. */
function useShownQuery(): string {
  const { pathname, search } = useLocation();
  return pathname === "/search" ? (new URLSearchParams(search).get("q") ?? "").trim() : "";
}

export function TopBar() {
  const items = useNavItems();
  const [open, setOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const searchButton = useRef<HTMLButtonElement>(null);
  const searchRowId = useId();
  const query = useShownQuery();
  const signedIn = useSession().status === "signedIn";
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
      <Container maxW="7xl">
        <Flex h="16" align="center" justify="space-between" gap={{ base: "2", md: "4", lg: "3", "2xl": "4" }}>
          <Link asChild fontWeight="bold" fontSize="lg" color="navy.700" _hover={{ textDecoration: "none" }} flexShrink={0} minH="11">
            <RouterLink to="/" aria-label={`${copy.brand}, ${copy.nav.home}`}>
              <img src="/logo.svg" alt="" width="32" height="32" />
              {/* Signed in, the name gives its room to the search box and the account from `lg` to `2xl`; the logo stays. */}
              <Box as="span" ms="2" display={signedIn ? { base: "inline", lg: "none", "2xl": "inline" } : undefined}>
                {copy.brand}
              </Box>
            </RouterLink>
          </Link>
          <HStack as="nav" aria-label={copy.nav.primary} gap="1" display={{ base: "none", md: "flex" }}>
            {items.map((item) => <NavItemLink key={item.to} item={item} />)}
          </HStack>
          {/* Wide screens: the search box in the bar. */}
          {/* At least 15rem, enough for a part number and the placeholder's start, beside a signed-in account. */}
          <Box flex="1" minW={{ lg: "60" }} maxW="sm" display={{ base: "none", lg: "block" }}>
            <SearchBox shownQuery={query} />
          </Box>
          {/* Wide screens: the garage, naming the active bike (phones have it in the menu). */}
          <Box display={{ base: "none", md: "block" }} minW="0">
            <GarageLink />
          </Box>
          <Box display={{ base: "none", md: "block" }}>
            <Account />
          </Box>
          {/* Wide screens: the currency (phones have it in the menu). */}
          <Box display={{ base: "none", md: "block" }} flexShrink={0}>
            <CurrencyPicker />
          </Box>
          <HStack gap="0" ms={{ base: "auto", md: "0" }}>
            {/* Every screen: the cart, with its item count. */}
            <CartButton />
            <HStack gap="0" display={{ base: "flex", lg: "none" }}>
              {/* Narrower screens: a button that opens the search box full width under the bar. */}
              <IconButton
                ref={searchButton}
                minW={TAP}
                h={TAP}
                aria-label={searchOpen ? copy.searchBox.close : copy.searchBox.open}
                aria-expanded={searchOpen}
                aria-controls={searchOpen ? searchRowId : undefined}
                variant="ghost"
                onClick={() => setSearchOpen((was) => !was)}
              >
                <SearchIcon />
              </IconButton>
              <IconButton
                ref={menuButton}
                minW={TAP}
                h={TAP}
                aria-label={copy.nav.menu}
                aria-haspopup="dialog"
                aria-expanded={open}
                variant="ghost"
                display={{ base: "inline-flex", md: "none" }}
                onClick={() => {
                  setMenuUsed(true);
                  setOpen(true);
                }}
              >
                <MenuIcon />
              </IconButton>
            </HStack>
          </HStack>
          {menuUsed && (
            <Suspense>
              <MobileMenu open={open} onOpenChange={setOpen} finalFocusEl={() => menuButton.current}>
                <Stack as="nav" aria-label={copy.nav.primary} gap="1">
                  {items.map((item) => <NavItemLink key={item.to} item={item} stacked onNavigate={() => setOpen(false)} />)}
                </Stack>
                <Stack as="nav" aria-label={copy.nav.care} gap="1" mt="4" pt="4" borderTopWidth="1px">
                  {CARE_ITEMS.map((item) => <NavItemLink key={item.to} item={item} stacked onNavigate={() => setOpen(false)} />)}
                </Stack>
                <Box mt="4">
                  <GarageLink stacked onNavigate={() => setOpen(false)} />
                </Box>
                <Box mt="4">
                  <CurrencyPicker stacked />
                </Box>
                <Box mt="6">
                  <Account stacked onNavigate={() => setOpen(false)} />
                </Box>
              </MobileMenu>
            </Suspense>
          )}
        </Flex>
        <CurrencyNotice />
        {searchOpen && (
          <Box id={searchRowId} pb="3" display={{ base: "block", lg: "none" }}>
            <SearchBox
              shownQuery={query}
              focusOnMount
              onNavigate={() => {
                // The box closes once used: the focus goes back to the button that opened it.
                setSearchOpen(false);
                searchButton.current?.focus();
              }}
            />
          </Box>
        )}
      </Container>
    </Box>
  );
}
