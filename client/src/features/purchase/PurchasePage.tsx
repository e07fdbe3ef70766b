// PLACEHOLDER-PAGE: replaced by the real page.
export default function PurchasePage() {
  return <h1>PurchasePage</h1>;
}
