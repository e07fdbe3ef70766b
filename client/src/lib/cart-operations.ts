import { graphql } from "../gql";

/**
 * The cart's requests, shared by the cart's pages, the add-to-cart buttons of the catalogue and the top
 * bar's count (a feature never imports another, so they live here). Every cart mutation answers the whole
 * cart, which is written to the cache as `myCart`: for a signed-in shopper the cache's `myCart` IS the
 * cart, so whatever refetches or changes it updates every view (the top bar's count included).
 */

/** What a cart view shows: each line with its part as it is now, and the totals. */
export const CartContentsFragment = graphql(`
  fragment CartContents_cart on Cart {
    subtotal
    itemCount
    weightKg
    lines {
      id
      name
      quantity
      unitPrice
      lineTotal
      notices {
        kind
        message
      }
      part {
        id
        name
        partNumber
        picture
        category
        price
        minquantity
        avquantity
        soldOut
      }
    }
  }
`);

export const MyCartDocument = graphql(`
  query MyCart {
    myCart {
      ...CartContents_cart
    }
  }
`);

export const GuestCartDocument = graphql(`
  query GuestCart($lines: [GuestCartLineInput!]!) {
    guestCart(lines: $lines) {
      ...CartContents_cart
    }
  }
`);

export const AddToCartDocument = graphql(`
  mutation AddToCart($partId: ID!, $quantity: Int!) {
    addToCart(partId: $partId, quantity: $quantity) {
      ...CartContents_cart
    }
  }
`);

export const SetCartQuantityDocument = graphql(`
  mutation SetCartQuantity($partId: ID!, $quantity: Int!) {
    setCartQuantity(partId: $partId, quantity: $quantity) {
      ...CartContents_cart
    }
  }
`);

export const RemoveFromCartDocument = graphql(`
  mutation RemoveFromCart($id: ID!) {
    removeFromCart(id: $id) {
      ...CartContents_cart
    }
  }
`);

export const MergeGuestCartDocument = graphql(`
  mutation MergeGuestCart($lines: [CartLineInput!]!) {
    mergeGuestCart(lines: $lines) {
      ...CartContents_cart
    }
  }
`);
