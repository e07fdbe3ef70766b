// PLACEHOLDER-PAGE: replaced by the real page.
export default function AddReviewPage() {
  return <h1>AddReviewPage</h1>;
}
