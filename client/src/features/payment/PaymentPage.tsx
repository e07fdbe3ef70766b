// PLACEHOLDER-PAGE: replaced by the real page.
export default function PaymentPage() {
  return <h1>PaymentPage</h1>;
}
