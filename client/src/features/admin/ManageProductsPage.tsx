// PLACEHOLDER-PAGE: replaced by the real page.
export default function ManageProductsPage() {
  return <h1>ManageProductsPage</h1>;
}
