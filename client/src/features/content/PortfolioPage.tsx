// PLACEHOLDER-PAGE: replaced by the real page.
export default function PortfolioPage() {
  return <h1>PortfolioPage</h1>;
}
