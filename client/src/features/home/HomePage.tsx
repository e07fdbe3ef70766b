import { usePageTitle } from "../../components/PageTitle";
import { BusinessSummary } from "./BusinessSummary";
import { ContactForm } from "./ContactForm";
import { HappyClients } from "./HappyClients";
import { Hero } from "./Hero";
import { MarketingServices } from "./MarketingServices";
import { PartsGrid } from "./PartsGrid";

/** `/` and `/home`: hero, parts, services, figures, reviews, contact form. */
export default function HomePage() {
  usePageTitle();
  return (
    <>
      <Hero />
      <PartsGrid />
      <MarketingServices />
      <BusinessSummary />
      <HappyClients />
      <ContactForm />
    </>
  );
}
