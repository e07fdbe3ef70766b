// PLACEHOLDER-PAGE: replaced by the real page.
export default function LoginPage() {
  return <h1>LoginPage</h1>;
}
