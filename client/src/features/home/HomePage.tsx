import { HydrateOnView } from "../../components/HydrateOnView";
import { usePageTitle } from "../../components/PageTitle";
import { WithApolloClient } from "../../lib/apollo";
import { BusinessSummary } from "./BusinessSummary";
import { ContactForm } from "./ContactForm";
import { HappyClients } from "./HappyClients";
import { Hero } from "./Hero";
import { MarketingServices } from "./MarketingServices";
import { PartsGrid, PartsGridPlaceholder } from "./PartsGrid";

/** Below the parts, and below the fold on a phone: each is taken over as it comes near (ADR 0041). */
const SECTIONS_BELOW = [MarketingServices, BusinessSummary, HappyClients, ContactForm];
/** What those sections show comes from nothing the page passes them. */
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
        {SECTIONS_BELOW.map((Section, i) => (
          <HydrateOnView key={i} deps={NOTHING}>
            <Section />
          </HydrateOnView>
        ))}
      </WithApolloClient>
    </>
  );
}
