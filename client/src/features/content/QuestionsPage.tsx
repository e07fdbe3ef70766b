// PLACEHOLDER-PAGE: replaced by the real page.
export default function QuestionsPage() {
  return <h1>QuestionsPage</h1>;
}
