// PLACEHOLDER-PAGE: replaced by the real page.
export default function AddProductPage() {
  return <h1>AddProductPage</h1>;
}
