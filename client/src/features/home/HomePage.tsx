import { HydrateOnView } from "../../components/HydrateOnView";
import { usePageTitle } from "../../components/PageTitle";
import { WithApolloClient } from "../../lib/apollo";
import { BusinessSummary } from "./BusinessSummary";
import { ContactForm } from "./ContactForm";
import { HappyClients } from "./HappyClients";
import { Hero } from "./Hero";
import { MarketingServices } from "./MarketingServices";
import { PartsGrid, PartsGridPlaceholder } from "./PartsGrid";

/** What the sections below the parts show comes from nothing the page passes them. */
const NOTHING: readonly unknown[] = [];

/** `/` and `/home`: hero, parts, services, figures, reviews, contact form. */
export default function HomePage() {
  usePageTitle();
  return (
    <>
      <Hero />
      {/* The hero paints without waiting for the API client's code. */}
      <WithApolloClient fallback={<PartsGridPlaceholder />}>
        <PartsGrid />
        {/* Below the fold on a phone: taken over as they come near (ADR 0041). */}
        <HydrateOnView deps={NOTHING}>
          <MarketingServices />
        </HydrateOnView>
        <HydrateOnView deps={NOTHING}>
          <BusinessSummary />
        </HydrateOnView>
        <HydrateOnView deps={NOTHING}>
          <HappyClients />
        </HydrateOnView>
        <HydrateOnView deps={NOTHING}>
          <ContactForm />
        </HydrateOnView>
      </WithApolloClient>
    </>
  );
}
