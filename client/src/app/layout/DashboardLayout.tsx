import { Box, Container, Flex, Heading, Link, Skeleton, Stack } from "@chakra-ui/react";
import { NavLink, Outlet, Link as RouterLink, useLocation } from "react-router-dom";
import { copy } from "../../lib/copy";
import { useIsAdmin } from "../../lib/use-is-admin";

const menu = copy.dashboard.menu;

/** The spec's side menu: My Profile for all; Add Review and My Order for shoppers; the admin pages for admins. */
function menuFor(isAdmin: boolean) {
  const shared = [{ to: "/dashboard/myprofile", label: menu.myProfile }];
  return isAdmin
    ? [
        ...shared,
        { to: "/dashboard/addproduct", label: menu.addProduct },
        { to: "/dashboard/makeadmin", label: menu.makeAdmin },
        { to: "/dashboard/manageallorders", label: menu.manageAllOrders },
        { to: "/dashboard/returns", label: menu.returns },
        { to: "/dashboard/manageproduct", label: menu.manageProduct },
        { to: "/dashboard/catalogue", label: menu.catalogueFiles },
        { to: "/dashboard/shipping", label: menu.shipping },
        { to: "/dashboard/rates", label: menu.exchangeRates },
        { to: "/dashboard/screening", label: menu.screening },
        { to: "/dashboard/moderation", label: menu.moderation },
        { to: "/dashboard/inbox", label: menu.inbox },
      ]
    : [...shared, { to: "/dashboard/addreview", label: menu.addReview }, { to: "/dashboard/myorder", label: menu.myOrder }];
}

/**
 * No title of its own: every dashboard page sets one (usePageTitle), and a layout's effect runs after
 * its child's, so a title here would overwrite the page's on first entry.
 */
export default function DashboardLayout() {
  const { isAdmin, loading } = useIsAdmin();
  // Paying an order happens from My Order, so that entry stays marked on the payment page.
  const onPayment = useLocation().pathname.startsWith("/dashboard/payment/");
  return (
    <Container maxW="7xl" py="8">
      <Heading as="h1" size="2xl" color="navy.700" mb="6">{copy.dashboard.welcome}</Heading>
      <Flex direction={{ base: "column", md: "row" }} gap="8" align="flex-start">
        <Box as="nav" aria-label={copy.dashboard.menuLabel} w={{ base: "full", md: "60" }} flexShrink={0}>
          {loading ? (
            <Stack gap="2" aria-hidden>
              {[0, 1, 2].map((i) => <Skeleton key={i} height="10" borderRadius="md" />)}
            </Stack>
          ) : (
            <Stack as="ul" gap="1" listStyleType="none" direction={{ base: "row", md: "column" }} flexWrap="wrap">
              {menuFor(isAdmin).map((item) => (
                <li key={item.to}>
                  <Link
                    asChild
                    display="block"
                    px="4"
                    py="2"
                    borderRadius="md"
                    fontWeight="medium"
                    color="fg"
                    _hover={{ bg: "bg.muted", textDecoration: "none" }}
                    // The current page stays white on red when hovered or focused (WCAG AA: 5.6:1, 7.9:1 hovered);
                    // the plain hover above would otherwise put white text on a light grey.
                    css={{
                      "&[aria-current=page]": {
                        bg: "brand.solid",
                        color: "white",
                        _hover: { bg: "brand.700", color: "white" },
                        _focusVisible: { bg: "brand.700", color: "white" },
                      },
                    }}
                  >
                    {onPayment && item.to === "/dashboard/myorder" ? (
                      <RouterLink to={item.to} aria-current="page">{item.label}</RouterLink>
                    ) : (
                      <NavLink to={item.to}>{item.label}</NavLink>
                    )}
                  </Link>
                </li>
              ))}
            </Stack>
          )}
        </Box>
        <Box flex="1" minW="0" w="full">
          <Outlet />
        </Box>
      </Flex>
    </Container>
  );
}
