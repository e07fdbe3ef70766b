// PLACEHOLDER-PAGE: replaced by the real page.
export default function MakeAdminPage() {
  return <h1>MakeAdminPage</h1>;
}
