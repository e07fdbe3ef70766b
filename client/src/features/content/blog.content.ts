import type { ContentBlock } from "./RichText";

export interface Article {
  id: string;
  title: string;
  summary: string;
  minutes: number;
  body: readonly ContentBlock[];
}

/** The blog's articles: short, practical guides for riders buying parts from the US. */
export const articles: readonly Article[] = [
  {
    id: "customs-paperwork",
    title: "Customs paperwork for parts shipped from the US",
    summary: "Which documents travel with your parts, and how to avoid a parcel stuck at customs.",
    minutes: 4,
    body: [
      "Every international parcel needs a commercial invoice: who sends it, who receives it, what is inside, how many, what each item is worth and why it is shipped (a sale). Customs officers use it to work out duties and taxes, so vague lines like \"bike parts\" invite questions and delays. A good invoice names each part (\"front brake disc, 320 mm\"), gives the manufacturer's part number and the price actually paid.",
      "Each line also carries a tariff code from the Harmonized System. Most motorbike parts and accessories fall under heading 8714.10, but tyres (4011), lamps (8512) or batteries (8507) have their own headings, and the code decides the duty rate in your country. We fill in the codes for you; if you import parts for a business, check them with your customs broker.",
      "On the US side, exports worth more than $2,500 under one Schedule B number need Electronic Export Information filed in the AES system before the parcel leaves. Almost all motorbike parts are classified EAR99 and need no export licence. We file the export information for every order that needs it and keep copies with your order.",
      "At home, expect import duty and VAT or sales tax on the value of the parts plus shipping. If you ordered with duties paid (DDP), the carrier clears the parcel and you pay nothing on delivery; otherwise (DAP) the carrier will ask you to pay before handing it over. Keep your order confirmation handy: customs may ask for proof of what you paid.",
    ],
  },
  {
    id: "choosing-tyres",
    title: "Choosing tyres: reading the sidewall",
    summary: "Size, load index, speed rating and age: what the numbers on a motorbike tyre mean.",
    minutes: 3,
    body: [
      "Take a typical front sport tyre: `120/70 ZR17 M/C (58W)`. The 120 is the width in millimetres, 70 the height of the sidewall as a percentage of that width, R means radial construction (Z is an older marking for speeds above 240 km/h), 17 the rim diameter in inches, and M/C that it is a motorcycle tyre. Buy the size your bike's manual or the tyre maker lists for your model; a different width changes how the bike steers.",
      "The code in brackets matters as much as the size. 58 is the load index (58 means up to 236 kg per tyre) and W the speed rating (up to 270 km/h). Never fit a tyre with a lower load index or speed rating than the manufacturer specifies, and do not mix radial and bias-ply tyres front and rear unless the bike maker approves the combination.",
      "Check the age too. The last four digits of the DOT code give the week and year of production: `2324` means week 23 of 2024. Rubber hardens with time even in storage, so ask for the production date before you buy a \"new\" tyre that may have sat in a warehouse, and know that most tyre makers advise a careful inspection of any tyre older than five years.",
      "Finally match the tyre to your riding: sport and hypersport tyres grip best when warm, touring tyres last longer and cope better with rain, and dual-sport tyres trade some road grip for traction on gravel. When in doubt, tell us your bike and how you ride and we will suggest a pair.",
    ],
  },
  {
    id: "export-insurance",
    title: "How export insurance works",
    summary: "What the carrier pays if a parcel is lost, what cargo insurance adds, and how to claim.",
    minutes: 3,
    body: [
      "Carriers are only liable for a small, fixed amount when a parcel is lost or damaged, often about $100 per parcel unless a higher value is declared, and their terms exclude many causes of damage. For a set of forks or a full exhaust system, that is nowhere near the real cost.",
      "Cargo insurance closes the gap. The shipment is insured for its declared value, commonly the price of the goods plus shipping and a margin (110% of that total is the usual convention), against loss, theft and damage in transit, from the moment the carrier collects it until it is delivered. All-risk cover pays for any physical loss or damage except listed exclusions, such as poor packing or normal wear.",
      "Every MotoParts USA shipment is insured this way at no extra charge. If your parcel arrives damaged: photograph the box and the parts before unpacking further, keep all the packaging, note the damage on the delivery receipt if you can, and tell us as soon as you can, because insurers set short deadlines for reporting damage. We file the claim with the insurer and send a replacement or refund as soon as it is accepted.",
    ],
  },
  {
    id: "express-or-standard",
    title: "Express or standard shipping?",
    summary: "Delivery times, how parcels are priced, and parts that cannot fly.",
    minutes: 3,
    body: [
      "Express air shipping usually takes two to five working days door to door, including customs clearance; standard shipping takes one to three weeks. If the bike is off the road waiting for a part, express often pays for itself. For a winter rebuild, standard shipping saves money.",
      "Carriers charge by the greater of the real weight and the dimensional weight: length × width × height in centimetres divided by 5,000 for most international express services. A light but bulky item such as a fairing panel or a tyre can cost far more than its weight suggests, so we pack tightly and combine the parts of one order in as few boxes as possible.",
      "Some parts are dangerous goods in transport rules and cannot go by air, or only with special handling: lithium and lead-acid batteries, aerosol cans such as chain lube and brake cleaner, and anything that has held fuel. These ship by road or sea, or are sourced near you. The part's page and your order confirmation say when an item ships separately.",
    ],
  },
];
