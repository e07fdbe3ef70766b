import { usePageTitle } from "../../components/PageTitle";
import { WithApolloClient } from "../../lib/apollo";
import { BusinessSummary } from "./BusinessSummary";
import { ContactForm } from "./ContactForm";
import { HappyClients } from "./HappyClients";
import { Hero } from "./Hero";
import { MarketingServices } from "./MarketingServices";
import { PartsGrid, PartsGridPlaceholder } from "./PartsGrid";

/** `/` and `/home`: hero, parts, services, figures, reviews, contact form. */
export default function HomePage() {
  usePageTitle();
  return (
    <>
      <Hero />
      {/* The hero paints without waiting for the API client's code. */}
      <WithApolloClient fallback={<PartsGridPlaceholder />}>
        <PartsGrid />
        <MarketingServices />
        <BusinessSummary />
        <HappyClients />
        <ContactForm />
      </WithApolloClient>
    </>
  );
}
