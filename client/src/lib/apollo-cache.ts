import { InMemoryCache } from "@apollo/client";
import { relayStylePagination } from "@apollo/client/utilities";

/** The client cache's rules, the same in the browser and in the server renderer (whose cache it restores). */
export function createShopCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // One cart per shopper, without an id: the answers of different queries (the cart's, checkout's)
      // and of the cart mutations are merged into it rather than replacing one another.
      Cart: { merge: true },
      Query: {
        fields: {
          parts: relayStylePagination(),
          orders: relayStylePagination(["status"]),
        },
      },
    },
  });
}
