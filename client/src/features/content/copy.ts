/** The blog's strings. */
export const blogCopy = {
  title: "Blog",
  subtitle: "Short guides to buying motorbike parts from the US and getting them home.",
  readTime: (minutes: number) => `${minutes} min read`,
  contents: "In this blog",
  backToTop: "Back to the list of articles",
  questionsTitle: "Some Questions Answer",
  questionsBody: "Curious how this shop is built? Read the developer's answers to five common React and JavaScript questions.",
  questionsLink: "Read the answers",
} as const;

/** The questions page's strings. */
export const questionsCopy = {
  title: "Some Questions Answer",
  subtitle: "Five React and JavaScript questions, answered by the developer of this shop.",
} as const;

/** The portfolio page's strings. */
export const portfolioCopy = {
  title: "My Portfolio",
  education: "Education",
  skills: "Skills",
  projects: "Projects",
  viewProject: "View project",
  opensInNewTab: "(opens in a new tab)",
} as const;

/** The digital campaigns page's strings. */
export const digitalCampaignsCopy = {
  title: "Digital Campaigns",
  lead: "We help US motorbike dealers sell their parts to riders abroad, with campaigns that bring buyers straight to the parts they need.",
  getStarted: "Get Started",
  whatTitle: "What we run for you",
  features: [
    {
      title: "Search campaigns",
      body: "Ads on the exact part numbers and models riders search for, linked to the part's page in the shop.",
    },
    {
      title: "Social campaigns",
      body: "Short videos and photo posts of your best-selling parts, shown to riders of the bikes they fit.",
    },
    {
      title: "Email newsletters",
      body: "A monthly letter to our subscribers featuring your new arrivals and seasonal offers.",
    },
    {
      title: "Clear reporting",
      body: "One monthly report: what you spent, the visits it brought and the orders that followed.",
    },
  ],
  howTitle: "How it works",
  steps: [
    "Tell us which parts you want to promote and your monthly budget.",
    "We write the campaigns, photograph the parts if needed and show you everything before it goes live.",
    "Campaigns run; orders come in through the shop, with export paperwork and shipping handled by us.",
  ],
  ctaTitle: "Ready to reach more riders?",
  ctaBody: "Open your dashboard to list your parts, then talk to us about your first campaign.",
} as const;

/** The not-found page's strings. */
export const notFoundCopy = {
  title: "You are Lost Buddy",
  returnHome: "Return Home",
  pageTitle: "Page not found",
  body: "This road does not go anywhere: the page you are looking for does not exist or has moved.",
} as const;

/** The shipping policy page's zones and delivery times, as the shop's zones give them. */
export const shippingPolicyCopy = {
  loading: "Loading where we ship…",
  loadError: "We could not load our shipping zones.",
  /** The delivery times need the zones too: the error above says why they are missing. */
  timesUnavailable: "The delivery times show with the zones above.",
  days: (min: number, max: number) => (min === max ? `${min} business days` : `${min}–${max} business days`),
  method: (label: string, days: string, from: string) => `${label}: ${days}, from ${from}`,
} as const;

export const returnsPolicyCopy = {
  windowsLabel: "Return windows by destination",
  window: (days: number, basis: string) => `${days} days after delivery. ${basis}`,
  reasonsLabel: "Who pays for the parcel back, by reason",
} as const;
