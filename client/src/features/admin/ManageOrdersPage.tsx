// PLACEHOLDER-PAGE: replaced by the real page.
export default function ManageOrdersPage() {
  return <h1>ManageOrdersPage</h1>;
}
