/** The checkout's strings (the address and method steps' are in components/ShippingChoice.tsx). */
export const checkoutCopy = {
  title: "Checkout",
  heading: "Checkout",
  addressStep: "1. Shipping address",
  methodStep: "2. Shipping method",
  reviewStep: "3. Review and pay",
  yourOrder: "Your order",
  each: (price: string) => `${price} each`,
  quantity: (n: number) => `Qty ${n}`,
  subtotal: "Subtotal",
  shipping: "Shipping",
  shippingPending: "Choose an address and a method",
  total: "Total",
  usd: "Charged in US dollars.",
  chargedIn: (currency: string, until: string) => `Charged in ${currency} at the shop's rate of today, held for this checkout until ${until}.`,
  placeOrder: "Place order",
  placing: "Placing your order…",
  placedToast: (number: string) => `Order ${number} placed`,
  emptyTitle: "Your cart is empty",
  empty: "Add parts to your cart, then come back here to order them.",
  browse: "Browse parts",
  cartError: "We could not load your cart.",
  changedTitle: "Some parts changed since you added them",
  unavailableLines: "Parts no longer available are left out of this order.",
  backToCart: "Back to cart",
  /** Above the methods while the day's dispatch cut-off is ahead: how long is left to keep the dates shown. */
  cutoffToday: (left: string) => `Order within ${left} to have it dispatched today`,
  cutoffOn: (left: string, day: string) => `Order within ${left} to have it dispatched ${day}`,
  /** The time left before the cut-off, in whole minutes: "2 h 15 min", "45 min", "1 day 3 h". */
  timeLeft: (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    if (hours >= 24) {
      const days = Math.floor(hours / 24);
      const rest = hours % 24;
      return `${days} ${days === 1 ? "day" : "days"}${rest > 0 ? ` ${rest} h` : ""}`;
    }
    if (hours === 0) return `${minutes} min`;
    return minutes % 60 > 0 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  },
} as const;
