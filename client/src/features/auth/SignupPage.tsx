// PLACEHOLDER-PAGE: replaced by the real page.
export default function SignupPage() {
  return <h1>SignupPage</h1>;
}
