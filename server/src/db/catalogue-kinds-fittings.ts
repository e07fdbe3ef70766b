/**
 * The wording of the generated catalogue's suspension, crash protection, controls and luggage, by kind
 * id: each kind's name, description and specs, and what depends on a part's attrs (a price by
 * compound, a weight by position). The kinds' data (HS codes, prices, attrs, the brands' lines and
 * part-number templates) is data/catalogue-kinds.json, checked by catalogue-tables.ts;
 * catalogue-generator.ts joins the two.
 */
import { lower, MAKES, origin, sentences, spec, titleCase, type KindText } from "./catalogue-tables";
import { between, chance, pick } from "./seeded-random";

export const FITTING_KINDS: Record<string, KindText> = {
  // Suspension

  "rear-shocks": {
    price: (a) => (a.adjust === "Fully adjustable" ? [850, 1400] : [450, 900]),
    title: ({ a }) => `${titleCase(a.adjust)} Rear Shock for ${MAKES[a.mk]}`,
    description: (c) =>
      sentences(
        `Rear shock absorber built for ${MAKES[c.a.mk]} models, ${c.a.adjust === "Preload only" ? "with adjustable spring preload" : `${lower(c.a.adjust)}`} to set the bike up for your weight and load.`,
        "A gas-charged damper keeps the rear tyre in touch with the road over bumps and holds its damping as it heats up.",
        chance(c.r, 0.5) && "Sprung for the rider's weight stated at order time.",
      ),
    specs: ({ a, r }) => [
      spec("Adjustment", a.adjust),
      spec("Eye-to-eye length", `${between(r, 290, 420)} mm`),
      spec("Spring rate", `${between(r, 70, 130)} N/mm`),
      spec("Reservoir", pick(r, ["Piggyback", "Remote", "None"])),
    ],
  },

  "fork-springs": {
    title: ({ a }) => `${a.type} Fork Spring Kit, ${a.rate} kg/mm`,
    description: (c) =>
      sentences(
        c.a.type === "Progressive"
          ? "Progressively wound fork springs: soft over small bumps, firmer as the fork compresses under braking."
          : `Linear fork springs of ${c.a.rate} kg/mm, chosen for the rider's weight, for a consistent feel through the stroke.`,
        "The kit holds both springs, spacers and the recommended fork oil grade.",
      ),
    specs: ({ a, r }) => [
      spec("Spring type", a.type),
      spec("Rate", `${a.rate} kg/mm`),
      spec("Springs", "2"),
      spec("Fork oil", pick(r, ["5W", "7.5W", "10W"])),
    ],
  },

  "fork-seals": {
    title: ({ a }) => `Fork Oil and Dust Seal Kit, ${a.tube} Tubes`,
    description: (c) =>
      sentences(
        `Two oil seals and two dust seals for ${c.a.tube} fork tubes, in NBR rubber with a steel spring.`,
        "Replace them as soon as oil weeps down the stanchions: a leaking seal can reach the brake pads.",
      ),
    specs: ({ a }) => [spec("Tube diameter", a.tube), spec("Contents", "2 oil seals, 2 dust seals"), spec("Material", "NBR rubber")],
  },

  "steering-dampers": {
    title: ({ a }) => `Steering Damper Kit for ${MAKES[a.mk]}`,
    description: (c) =>
      sentences(
        `${c.a.mount.split(",")[0]} steering damper with bike-specific brackets for ${MAKES[c.a.mk]} models.`,
        "It calms head shake under hard acceleration and over bumps without making the steering heavy.",
      ),
    specs: ({ a, r }) => [spec("Mounting", a.mount), spec("Damping settings", `${pick(r, ["18", "20", "24"])} clicks`), spec("Stroke", `${pick(r, ["67", "75", "85"])} mm`)],
  },
  // Crash protection

  "crash-bobbins": {
    minQuantity: () => 2,
    title: ({ a }) => `Frame Crash Bobbin for ${MAKES[a.mk]}, ${a.colour}`,
    description: (c) =>
      sentences(
        `Crash bobbin in tough nylon with an aluminium core, bolting to the engine mounts of ${MAKES[c.a.mk]} models.`,
        "It takes the slide in a fall so the frame, fairing and engine cases do not.",
        "Sold singly: order two, one for each side.",
      ),
    specs: ({ a, r }) => [spec("Colour", a.colour), spec("Material", "Nylon, aluminium core"), spec("Fitting", pick(r, ["No cutting", "Small fairing cut-out"]))],
  },

  "radiator-guards": {
    title: ({ a }) => `Radiator Guard for ${MAKES[a.mk]}, ${a.colour}`,
    description: (c) =>
      sentences(
        "Stainless steel mesh in an aluminium frame that stops stones thrown up by the front tyre from holing the radiator.",
        `Bolts to the existing mounts of ${MAKES[c.a.mk]} models.`,
      ),
    specs: ({ a }) => [spec("Colour", a.colour), spec("Material", "Aluminium frame, stainless steel mesh")],
  },

  "hand-guards": {
    title: ({ a }) => `Hand Guards, ${a.style === "Aluminium backbone" ? "Aluminium Backbone" : "Plastic Shell"}, ${a.colour}`,
    description: (c) =>
      sentences(
        c.a.style === "Aluminium backbone"
          ? "Hand guards on an aluminium backbone that wraps the levers and mounts at the bar end, strong enough to save them in a fall."
          : "Plastic hand guards that keep wind, rain and roost off the rider's hands.",
        "Fits 22 mm and 28.6 mm handlebars.",
      ),
    specs: ({ a }) => [spec("Colour", a.colour), spec("Construction", a.style), spec("Handlebar", "22 mm and 28.6 mm")],
  },
  // Controls

  "levers": {
    title: ({ a }) => `Adjustable ${a.style} Lever Set, ${a.colour}`,
    description: (c) =>
      sentences(
        `A pair of ${lower(c.a.style)} brake and clutch levers, CNC-machined from aircraft-grade aluminium and anodised ${lower(c.a.colour)}.`,
        "The span adjusts to the rider's hand, and the folding tip breaks away in a fall instead of the lever.",
      ),
    specs: ({ a }) => [spec("Contents", "Brake and clutch lever"), spec("Length", a.style), spec("Span adjustment", "6 positions"), spec("Material", "6061-T6 aluminium"), spec("Colour", a.colour)],
  },

  "grips": {
    title: ({ a }) => `${a.compound} Handlebar Grips, ${a.colour}`,
    description: (c) =>
      sentences(
        `${c.a.compound === "Dual-compound" ? "Dual-compound grips with a firm inner core and a soft outer layer" : `${c.a.compound} compound grips`} that damp vibration and stay grippy in the wet.`,
        pick(c.r, ["Open ends take bar-end weights.", "Closed ends for bikes without bar-end weights."]),
      ),
    specs: ({ a, r }) => [spec("Compound", a.compound), spec("Colour", a.colour), spec("Bar diameter", "22 mm (7/8 in)"), spec("Length", `${pick(r, ["115", "120", "125", "130"])} mm`)],
  },

  "handlebars": {
    title: ({ a }) => `${a.bar.startsWith("Tapered") ? "Tapered" : "22 mm"} Handlebar, ${a.bend} Bend, ${a.colour}`,
    description: (c) =>
      sentences(
        c.a.bar.startsWith("Tapered")
          ? "Tapered 28.6 mm aluminium handlebar that flexes in a crash instead of bending, with no crossbar needed."
          : "Heat-treated aluminium 22 mm handlebar with a crossbar, stronger and lighter than the steel original.",
        `The ${lower(c.a.bend)} bend changes the riding position without new cables.`,
      ),
    specs: ({ a, r }) => [spec("Diameter", a.bar), spec("Bend", a.bend), spec("Width", `${between(r, 780, 820)} mm`), spec("Colour", a.colour)],
  },

  "cables": {
    title: ({ a }) => (a.type === "Throttle" ? `Throttle Cable Set, Pull and Return, ${a.length}` : `${a.type} Cable, ${a.length}`),
    description: (c) =>
      sentences(
        `${c.a.type === "Throttle" ? "Pull and return throttle cables" : `${c.a.type} cable`} with a PTFE-lined outer and a stainless steel inner, for a lighter, smoother action.`,
        c.a.length === "Standard length" ? "Made to the original length." : `${c.a.length.replace("Plus", "Extended by")} for raised or wider handlebars.`,
      ),
    specs: ({ a }) => [spec("Cable", a.type), spec("Length", a.length), spec("Inner", "Stainless steel"), spec("Liner", "PTFE")],
  },
  // Luggage

  "top-cases": {
    title: ({ a }) => `${a.litres} L Top Case, ${a.finish}`,
    description: (c) =>
      sentences(
        `A ${c.a.litres}-litre top case${Number(c.a.litres) >= 45 ? " that takes two full-face helmets" : " that takes one full-face helmet"}, with a quick-release base plate and a key lock.`,
        "Fit a rack and base plate for your bike to carry it.",
      ),
    specs: ({ a, r }) => [spec("Capacity", `${a.litres} L`), spec("Finish", a.finish), spec("Maximum load", `${pick(r, ["3", "5", "6"])} kg`), spec("Lock", "Key, 2 keys supplied")],
  },

  "panniers": {
    price: (a) => (a.type === "Hard" ? [450, 800] : [180, 420]),
    weight: (a) => (a.type === "Hard" ? [8, 12] : [3, 5]),
    title: ({ a }) => `${a.type} Panniers, ${a.litres} L Each, Pair`,
    description: (c) =>
      sentences(
        c.a.type === "Hard"
          ? `A pair of ${c.a.litres}-litre aluminium panniers with waterproof seals and locking lids.`
          : `A pair of ${c.a.litres}-litre soft panniers with roll-top waterproof liners.`,
        "Fit them to the matching side frames for your bike.",
        chance(c.r, 0.4) && origin(c),
      ),
    specs: ({ a }) => [spec("Type", a.type), spec("Capacity", `${a.litres} L each`), spec("Waterproof", "Yes")],
  },

  "tank-bags": {
    title: ({ a }) => `${a.mount} Tank Bag, ${a.litres} L`,
    description: (c) =>
      sentences(
        `${c.a.mount} tank bag of ${c.a.litres} litres with a clear map or phone pocket on top.`,
        pick(c.r, ["A waterproof cover is stowed in the base.", "The welded seams keep the contents dry without a cover."]),
      ),
    specs: ({ a }) => [spec("Mounting", a.mount), spec("Capacity", `${a.litres} L`), spec("Phone pocket", "Yes")],
  },

  "luggage-racks": {
    title: ({ a }) => `${a.rack} for ${MAKES[a.mk]}`,
    description: (c) =>
      sentences(
        c.a.rack === "Top case rack" ? "Steel rack that bolts to the subframe and carries a top case base plate." : "A pair of powder-coated steel frames that carry panniers clear of the exhaust.",
        `Made for ${MAKES[c.a.mk]} models, with all fixings.`,
      ),
    specs: ({ a, r }) => [spec("Type", a.rack), spec("Material", "Powder-coated steel"), spec("Maximum load", `${pick(r, ["6", "10", "12"])} kg`)],
  },
};
