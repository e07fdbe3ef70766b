// PLACEHOLDER-PAGE: replaced by the real page.
export default function BlogPage() {
  return <h1>BlogPage</h1>;
}
