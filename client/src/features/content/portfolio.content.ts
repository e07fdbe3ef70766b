/**
 * The maintainer's profile shown on /portfolio. A fictional person: no real person's data.
 */
export interface PortfolioProject {
  name: string;
  description: string;
  /** A path in this shop (starts with "/") or an external address. */
  href: string;
  tags: readonly string[];
}

export const profile = {
  name: "Jordan Vale",
  role: "Full-stack web developer, maintainer of MotoParts USA",
  location: "Springfield (fictional)",
  email: "jordan.vale@example.com",
  website: "https://example.com/jordan-vale",
  bio: "I build fast, accessible web shops with TypeScript from the database to the browser. I maintain MotoParts USA, and on weekends I ride an old trail bike that always needs one more part from the States.",
  education: [
    {
      degree: "B.Sc. in Computer Science",
      school: "Lakeside University (fictional)",
      years: "2015 to 2019",
      detail: "Thesis on caching strategies for GraphQL clients.",
    },
    {
      degree: "Certificate in Web Accessibility",
      school: "Open Web Academy (fictional)",
      years: "2021",
      detail: "WCAG 2.2, screen reader testing and accessible component design.",
    },
  ],
  skills: [
    { group: "Languages", items: ["TypeScript", "JavaScript", "SQL", "HTML", "CSS"] },
    { group: "Front end", items: ["React", "React Router", "Chakra UI", "Apollo Client", "React Hook Form", "Vite"] },
    { group: "Back end", items: ["Node.js", "GraphQL", "Apollo Server", "Prisma", "PostgreSQL", "Firebase Auth", "Stripe"] },
    { group: "Quality", items: ["Jest", "Testing Library", "Playwright", "Accessibility audits", "CI pipelines"] },
  ],
  projects: [
    {
      name: "MotoParts USA storefront",
      description: "The shop itself: home page, parts catalogue with paging, reviews and a contact form, built with React and Chakra UI.",
      href: "/",
      tags: ["React", "Chakra UI", "Apollo Client"],
    },
    {
      name: "Orders and payments",
      description: "Server-priced orders with real stock, card payments with Stripe Elements and a signature-checked webhook.",
      href: "https://example.com/motoparts/orders-and-payments",
      tags: ["GraphQL", "Prisma", "Stripe"],
    },
    {
      name: "Admin dashboard",
      description: "Role-checked tools for admins: adding and restocking parts, promoting users and shipping orders.",
      href: "https://example.com/motoparts/admin-dashboard",
      tags: ["Schema directives", "Firebase Auth"],
    },
    {
      name: "Some Questions Answer",
      description: "Answers to five common React and JavaScript interview questions, in an accessible accordion.",
      href: "/questions",
      tags: ["React", "Accessibility"],
    },
  ] satisfies PortfolioProject[],
} as const;
