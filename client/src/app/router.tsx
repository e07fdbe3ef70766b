import { createBrowserRouter, matchRoutes, Navigate, Outlet, type HydrationState, type RouteObject } from "react-router-dom";
import { lazyPage } from "./lazy-page";
import { RootLayout } from "./layout/RootLayout";
import { RouteError } from "./RouteError";
import { FullPageSpinner } from "../components/FullPageSpinner";
import { loadApolloClient, WithApolloClient } from "../lib/apollo";

/** A page's download that starts the API client's alongside (rather than after it, when the page renders). */
function withApolloClient<T>(load: () => Promise<T>): () => Promise<T> {
  return () => {
    void loadApolloClient();
    return load();
  };
}

/** Every route of the spec; each page is its own chunk, downloaded when first visited. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first page's code downloads.
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: lazyPage("home", () => import("../features/home/HomePage")) },
          { path: "home", lazy: lazyPage("home", () => import("../features/home/HomePage")) },
          { path: "login", lazy: lazyPage("login", () => import("../features/auth/LoginPage")) },
          { path: "signup", lazy: lazyPage("signup", () => import("../features/auth/SignupPage")) },
          { path: "blog", lazy: lazyPage("blog", () => import("../features/content/BlogPage")) },
          { path: "questions", lazy: lazyPage("questions", () => import("../features/content/QuestionsPage")) },
          { path: "portfolio", lazy: lazyPage("portfolio", () => import("../features/content/PortfolioPage")) },
          { path: "shipping", lazy: lazyPage("policies", () => import("../features/content/PolicyPage").then((m) => ({ default: m.ShippingPage }))) },
          { path: "returns", lazy: lazyPage("policies", () => import("../features/content/PolicyPage").then((m) => ({ default: m.ReturnsPage }))) },
          { path: "privacy", lazy: lazyPage("policies", () => import("../features/content/PolicyPage").then((m) => ({ default: m.PrivacyPage }))) },
          { path: "terms", lazy: lazyPage("policies", () => import("../features/content/PolicyPage").then((m) => ({ default: m.TermsPage }))) },
          {
            path: "services/digital-campaigns",
            lazy: lazyPage("digital-campaigns", () => import("../features/content/DigitalCampaignsPage")),
          },
          {
            // Every signed-in page talks to the API, and so do the catalogue's public pages.
            element: (
              <WithApolloClient fallback={<FullPageSpinner />}>
                <Outlet />
              </WithApolloClient>
            ),
            children: [
              // The catalogue's public pages; the API client downloads alongside their code.
              { path: "search", lazy: lazyPage("search", withApolloClient(() => import("../features/search/SearchPage"))) },
              { path: "category/:slug", lazy: lazyPage("category", withApolloClient(() => import("../features/search/CategoryPage"))) },
              { path: "product/:id", lazy: lazyPage("product", withApolloClient(() => import("../features/product/ProductPage"))) },
              { path: "cart", lazy: lazyPage("cart", withApolloClient(() => import("../features/cart/CartPage"))) },
              { path: "garage", lazy: lazyPage("garage", withApolloClient(() => import("../features/garage/GaragePage"))) },
              { path: "bikes/:make/:model/:year", lazy: lazyPage("bike", withApolloClient(() => import("../features/garage/BikePage"))) },
              {
                lazy: lazyPage("guards", () => {
                  void loadApolloClient(); // alongside the pages' code rather than after it
                  return import("./guards").then(({ RequireAuth }) => ({ default: RequireAuth }));
                }),
                children: [
                  { path: "allparts/:id", lazy: lazyPage("purchase", () => import("../features/purchase/PurchasePage")) },
                  { path: "checkout", lazy: lazyPage("checkout", () => import("../features/checkout/CheckoutPage")) },
                  {
                    path: "dashboard",
                    lazy: lazyPage("dashboard", () => import("./layout/DashboardLayout")),
                    children: [
                      { index: true, element: <Navigate to="myprofile" replace /> },
                      { path: "myprofile", lazy: lazyPage("myprofile", () => import("../features/profile/MyProfilePage")) },
                      { path: "addreview", lazy: lazyPage("addreview", () => import("../features/reviews/AddReviewPage")) },
                      { path: "myorder", lazy: lazyPage("myorder", () => import("../features/orders/MyOrdersPage")) },
                      { path: "payment/:id", lazy: lazyPage("payment", () => import("../features/payment/PaymentPage")) },
                      { path: "orders/:id", lazy: lazyPage("order", () => import("../features/orders/OrderPage")) },
                      { path: "orders/:id/return", lazy: lazyPage("orderreturn", () => import("../features/orders/RequestReturnPage")) },
                      { path: "addproduct", lazy: lazyPage("addproduct", () => import("../features/catalogue-admin/AddProductPage")) },
                      {
                        lazy: lazyPage("guards", () => import("./guards").then(({ RequireAdmin }) => ({ default: RequireAdmin }))),
                        children: [
                          { path: "makeadmin", lazy: lazyPage("makeadmin", () => import("../features/users-admin/MakeAdminPage")) },
                          { path: "manageallorders", lazy: lazyPage("manageallorders", () => import("../features/orders-admin/ManageOrdersPage")) },
                          { path: "manageproduct", lazy: lazyPage("manageproduct", () => import("../features/catalogue-admin/ManageProductsPage")) },
                          { path: "catalogue", lazy: lazyPage("catalogue", () => import("../features/catalogue-files/CatalogueFilesPage")) },
                          { path: "shipping", lazy: lazyPage("shipping", () => import("../features/shipping-admin/ShippingZonesPage")) },
                          { path: "rates", lazy: lazyPage("rates", () => import("../features/rates-admin/ExchangeRatesPage")) },
                          { path: "screening", lazy: lazyPage("screening", () => import("../features/screening-admin/ScreeningPage")) },
                          { path: "returns", lazy: lazyPage("returns", () => import("../features/returns-admin/ReturnsPage")) },
                          { path: "moderation", lazy: lazyPage("moderation", () => import("../features/moderation-admin/ModerationPage")) },
                          { path: "inbox", lazy: lazyPage("inbox", () => import("../features/inbox/InboxPage")) },
                          { path: "inbox/:id", lazy: lazyPage("inbox", () => import("../features/inbox/InboxPage")) },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
          { path: "*", lazy: lazyPage("not-found", () => import("../features/content/NotFoundPage")) },
        ],
      },
    ],
  },
];

export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}

/**
 * Downloads the pages of a path before a server-rendered page is hydrated: the router must render the
 * same page the server did, not a fallback while its code arrives.
 */
export async function loadPagesFor(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const page = await route.lazy();
      Object.assign(route, { ...page, lazy: undefined });
    }),
  );
}
