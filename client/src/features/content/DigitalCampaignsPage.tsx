// PLACEHOLDER-PAGE: replaced by the real page.
export default function DigitalCampaignsPage() {
  return <h1>DigitalCampaignsPage</h1>;
}
