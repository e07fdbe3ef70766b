// PLACEHOLDER-PAGE: replaced by the real page.
export default function MyProfilePage() {
  return <h1>MyProfilePage</h1>;
}
