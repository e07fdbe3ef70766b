// PLACEHOLDER-PAGE: replaced by the real page.
export default function MyOrdersPage() {
  return <h1>MyOrdersPage</h1>;
}
