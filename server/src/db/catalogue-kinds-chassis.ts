/**
 * The wording of the generated catalogue's brakes, exhaust, tyres, chains and sprockets, by kind id:
 * each kind's name, description and specs, and what depends on a part's attrs (a price by compound, a
 * weight by position). The kinds' data (HS codes, prices, attrs, the brands' lines and part-number
 * templates) is data/catalogue-kinds.json, checked by catalogue-tables.ts; catalogue-generator.ts
 * joins the two.
 */
import { KG_PER_LINK, lower, MAKE_LETTERS, OFF_FRONT, OFF_REAR, origin, PAD_WORDS, ROAD_FRONT, ROAD_REAR, SEAL, sentences, spec, TENSILE, titleCase, type Attrs, type KindText } from "./catalogue-tables";
import { between, chance, pick } from "./seeded-random";

const tyreSize = (a: Attrs) => a.size.split(" ")[0];
const tyreIndex = (a: Attrs) => a.size.split(" ")[1];
const rim = (a: Attrs) => tyreSize(a).slice(-2);

export const CHASSIS_KINDS: Record<string, KindText> = {
  // Brakes

  "brake-pads": {
    price: (a) => (a.compound === "Organic" ? [25, 45] : a.compound === "Carbon ceramic" ? [45, 70] : [32, 62]),
    title: ({ a }) => `${titleCase(a.compound)} ${a.position} Brake Pads`,
    description: (c) =>
      sentences(
        PAD_WORDS[c.a.compound],
        `One set fits one ${lower(c.a.position)} caliper, with the shims and pins of the original pads where the bike uses them.`,
        chance(c.r, 0.4) && origin(c),
      ),
    specs: ({ a, r }) => [
      spec("Position", a.position),
      spec("Compound", a.compound),
      spec("Pads in set", a.position === "Front" ? pick(r, ["2", "2", "4"]) : "2"),
      spec("Backing plate", pick(r, ["Steel", "Copper-plated steel", "Stainless steel"])),
    ],
  },

  "brake-discs": {
    price: (a) => (a.type === "Floating" ? [180, 420] : [110, 260]),
    weight: (a) => (a.position === "Front" ? [1.2, 2.2] : [0.9, 1.4]),
    prepare: ({ a, r }) => {
      if (a.position === "Rear") a.type = "Fixed";
      a.diameter = a.position === "Front" ? pick(r, ["290", "296", "300", "310", "320", "330"]) : pick(r, ["220", "240", "245", "250", "260", "267"]);
      a.thickness = a.position === "Front" ? pick(r, ["4.5", "5", "5.5"]) : pick(r, ["4", "5"]);
    },
    title: ({ a }) => `${a.type} ${a.position} Brake Disc ${a.diameter} mm, ${a.pattern}`,
    description: (c) =>
      sentences(
        c.a.type === "Floating"
          ? `Floating ${c.a.diameter} mm disc with a stainless steel braking ring on an aluminium carrier, free to expand without warping.`
          : `Solid one-piece ${c.a.diameter} mm disc cut from heat-treated stainless steel.`,
        c.a.pattern === "Wave" ? "The wave profile sheds heat and pad dust and keeps the pads clean." : "A plain round profile with drilled holes, the look of the original disc.",
        chance(c.r, 0.3) && "Sold singly; twin-disc bikes need two.",
      ),
    specs: ({ a }) => [
      spec("Diameter", `${a.diameter} mm`),
      spec("Thickness", `${a.thickness} mm`),
      spec("Type", a.type),
      spec("Profile", a.pattern),
      spec("Material", a.type === "Floating" ? "Stainless steel, aluminium carrier" : "Stainless steel"),
    ],
  },

  "brake-lines": {
    price: (a) => (a.lines === "1" ? [60, 110] : [95, 190]),
    prepare: ({ a }) => {
      if (a.position === "Rear") a.lines = "1";
    },
    title: ({ a }) => `Braided Stainless ${a.position} Brake Line Kit, ${a.lines === "1" ? "1 Line" : `${a.lines} Lines`}`,
    description: (c) =>
      sentences(
        `Stainless steel braided hose over a PTFE liner, made to length for the ${lower(c.a.position)} brakes with ${c.a.lines === "1" ? "one line" : `${c.a.lines} lines`}.`,
        "Braided lines do not swell under pressure, so the lever stays firm and the brakes respond sooner.",
        "Banjo bolts and copper washers included.",
      ),
    specs: ({ a, r }) => [
      spec("Position", a.position),
      spec("Lines", a.lines),
      spec("Hose cover", a.finish),
      spec("Fittings", pick(r, ["Stainless steel", "Anodised aluminium", "Zinc-plated steel"])),
    ],
  },

  "master-cylinders": {
    price: (a) => (a.position === "Front" ? [220, 480] : [150, 260]),
    prepare: ({ a, r }) => {
      a.bore = a.position === "Front" ? pick(r, ["16", "17", "19"]) : pick(r, ["12.7", "13", "14"]);
    },
    title: ({ a }) => (a.position === "Front" ? `${a.bore} mm Radial Front Brake Master Cylinder` : `${a.bore} mm Rear Brake Master Cylinder`),
    description: (c) =>
      sentences(
        c.a.position === "Front"
          ? `Radial-pump master cylinder with a ${c.a.bore} mm piston, forged body and adjustable lever.`
          : `Rear master cylinder with a ${c.a.bore} mm piston and an integral reservoir.`,
        "A radial pump gives a more direct feel and a firmer lever than an axial one.",
        chance(c.r, 0.5) && origin(c),
      ),
    specs: ({ a, r }) => [
      spec("Position", a.position),
      spec("Piston diameter", `${a.bore} mm`),
      spec("Reservoir", pick(r, ["Separate", "Integral"])),
      spec("Lever ratio", a.position === "Front" ? pick(r, ["18 mm", "20 mm"]) : "Not applicable"),
    ],
  },
  // Exhaust

  "slip-on-silencers": {
    price: (a) => (a.material === "Titanium" ? [650, 1100] : a.material === "Carbon fibre" ? [520, 900] : [300, 620]),
    title: ({ a }) => `${titleCase(a.material)} Slip-on Silencer for ${MAKE_LETTERS[a.mk]}`,
    description: (c) =>
      sentences(
        `${c.a.material} slip-on silencer that bolts to the original header pipes with the supplied link pipe and bracket.`,
        pick(c.r, ["It saves weight over the stock can and gives a deeper note.", "Expect a sharper throttle response and a deeper, cleaner sound."]),
        "The removable baffle keeps it road legal.",
      ),
    specs: ({ a, r }) => [
      spec("Material", a.material),
      spec("Type", "Slip-on"),
      spec("Weight saving", `${between(r, 12, 48) / 10} kg`),
      spec("Road legal", "Yes, with baffle fitted"),
    ],
  },

  "full-exhaust-systems": {
    price: (a) => (a.material === "Titanium" ? [1050, 1500] : [700, 1150]),
    title: ({ a }) => `${titleCase(a.material)} ${a.layout} Full Exhaust System for ${MAKE_LETTERS[a.mk]}`,
    description: (c) =>
      sentences(
        `Complete ${c.a.layout} system in ${lower(c.a.material)}, from the header pipes to the silencer, with TIG-welded joints.`,
        "It frees power through the mid-range and takes several kilograms off the bike; a fuel-map update is recommended.",
        chance(c.r, 0.5) && origin(c),
      ),
    specs: ({ a, r }) => [
      spec("Material", a.material),
      spec("Layout", a.layout),
      spec("Weight saving", `${between(r, 30, 90) / 10} kg`),
      spec("Catalyst", pick(r, ["Included", "Not included"])),
      spec("Use", pick(r, ["Road, with baffle", "Closed-course racing only"])),
    ],
  },

  "exhaust-gaskets": {
    title: ({ a }) => `${titleCase(a.material)} Exhaust Header Gaskets, Pack of ${a.count}`,
    description: (c) =>
      sentences(
        `A pack of ${c.a.count} ${lower(c.a.material)} gaskets for the joint between the cylinder head and the header pipes.`,
        "Fit new gaskets whenever the headers come off, or the joint will blow and pop on the overrun.",
      ),
    specs: ({ a }) => [spec("Pieces", a.count), spec("Material", a.material), spec("Position", "Cylinder head to header pipe")],
  },
  // Tyres

  "road-tyres": {
    price: (a) => (a.position === "Front" ? [110, 220] : [150, 320]),
    weight: (a) => (a.position === "Front" ? [3.8, 5.0] : [5.5, 8.0]),
    picture: (a) => `/images/parts/sport-touring-${a.position === "Front" ? "front" : "rear"}-tyre.svg`,
    prepare: ({ a, r }) => {
      a.size = pick(r, a.position === "Front" ? ROAD_FRONT : ROAD_REAR);
    },
    title: ({ a }) => `${a.model} ${tyreSize(a)} ${a.position} Tyre`,
    description: (c) =>
      sentences(
        `The ${c.a.model} in ${tyreSize(c.a)}, a radial ${lower(c.a.position)} tyre for ${pick(c.r, ["sport and sport-touring riding", "touring and commuting in all weathers", "fast road riding"])}.`,
        pick(c.r, [
          "Its silica-rich compound warms up quickly and grips well in the wet.",
          "A multi-compound tread puts a harder strip in the centre for mileage and softer shoulders for grip at lean.",
        ]),
        `Load and speed index ${tyreIndex(c.a)}.`,
      ),
    specs: ({ a }) => [
      spec("Size", tyreSize(a)),
      spec("Position", a.position),
      spec("Load and speed index", tyreIndex(a)),
      spec("Construction", tyreSize(a).includes("R") ? "Radial" : "Bias ply"),
      spec("Fitting", "Tubeless"),
      spec("Rim diameter", `${rim(a)} in`),
    ],
  },

  "off-road-tyres": {
    weight: (a) => (a.position === "Front" ? [3.5, 4.5] : [5.0, 7.0]),
    prepare: ({ a, r }) => {
      a.size = pick(r, a.position === "Front" ? OFF_FRONT : OFF_REAR);
    },
    title: ({ a }) => `${a.model} ${tyreSize(a)} ${a.position} Off-road Tyre`,
    description: (c) =>
      sentences(
        `${c.a.model} knobbly ${lower(c.a.position)} tyre in ${tyreSize(c.a)}, with a tread pattern for ${lower(c.a.terrain)} terrain.`,
        "Widely spaced blocks clear mud quickly and bite on loose ground.",
        chance(c.r, 0.5) && "Tube type: fit with a heavy-duty inner tube and rim lock.",
      ),
    specs: ({ a }) => [
      spec("Size", tyreSize(a)),
      spec("Position", a.position),
      spec("Terrain", a.terrain),
      spec("Load and speed index", tyreIndex(a)),
      spec("Fitting", "Tube type"),
    ],
  },
  // Chains and sprockets

  "chains": {
    price: (a) => (["415", "420", "428"].includes(a.pitch) ? [60, 120] : [95, 250]),
    weight: (a) => {
      const w = Number(a.links) * KG_PER_LINK[a.pitch] + 0.15;
      return [w, w + 0.05];
    },
    title: ({ a }) => `${a.pitch} ${SEAL[a.series]} Drive Chain, ${a.links} Links${a.finish === "Gold" ? ", Gold" : ""}`,
    description: (c) =>
      sentences(
        `${c.a.pitch}-pitch ${c.a.series} chain with ${c.a.links} links and a ${SEAL[c.a.series] === "Non-sealed" ? "non-sealed design for racing and light bikes" : `${SEAL[c.a.series]} seal that keeps the grease in and the grit out`}.`,
        "Supplied with a rivet-type connecting link; cut to length if your bike needs fewer links.",
        chance(c.r, 0.4) && origin(c),
      ),
    specs: ({ a }) => [
      spec("Pitch", a.pitch),
      spec("Links", a.links),
      spec("Seal", SEAL[a.series]),
      spec("Series", a.series),
      spec("Tensile strength", TENSILE[a.pitch]),
      spec("Finish", a.finish),
    ],
  },

  "front-sprockets": {
    title: ({ a }) => `${a.pitch} Steel Front Sprocket, ${a.teeth} Teeth`,
    description: (c) =>
      sentences(
        `Front (gearbox) sprocket with ${c.a.teeth} teeth for ${c.a.pitch} chain, machined from chrome-molybdenum steel and hardened.`,
        "One tooth less than standard sharpens acceleration; one more lowers the revs at cruising speed.",
        chance(c.r, 0.5) && "Change sprockets and chain together for the longest life.",
      ),
    specs: ({ a, r }) => [
      spec("Teeth", a.teeth),
      spec("Pitch", a.pitch),
      spec("Material", "Chrome-molybdenum steel"),
      spec("Rubber-cushioned", pick(r, ["Yes", "No"])),
    ],
  },

  "rear-sprockets": {
    price: (a) => (a.material === "Aluminium" ? [55, 110] : [30, 75]),
    weight: (a) => (a.material === "Aluminium" ? [0.3, 0.6] : [0.6, 1.6]),
    title: ({ a }) => `${a.pitch} ${titleCase(a.material)} Rear Sprocket, ${a.teeth} Teeth`,
    description: (c) =>
      sentences(
        c.a.material === "Aluminium"
          ? `Lightweight rear sprocket with ${c.a.teeth} teeth in hard-anodised 7075 aluminium, for racing and track days.`
          : `Rear sprocket with ${c.a.teeth} teeth in ${lower(c.a.material)}, hardened for long life on the road.`,
        `Fits ${c.a.pitch} chain; self-cleaning mud grooves between the teeth.`,
      ),
    specs: ({ a }) => [spec("Teeth", a.teeth), spec("Pitch", a.pitch), spec("Material", a.material)],
  },

  "chain-kits": {
    prepare: ({ a, r }) => {
      a.front = String(between(r, 14, 17));
      a.rear = String(between(r, 39, 47));
    },
    title: ({ a }) => `${a.pitch} Chain and Sprocket Kit ${a.front}/${a.rear}, ${a.links} Links`,
    description: (c) =>
      sentences(
        `Everything to renew the final drive in one box: a ${c.a.pitch} sealed chain with ${c.a.links} links, a ${c.a.front}-tooth front and a ${c.a.rear}-tooth rear sprocket.`,
        `Gearing matches the original on most ${MAKE_LETTERS[c.a.mk]} models it is listed for.`,
      ),
    specs: ({ a }) => [
      spec("Pitch", a.pitch),
      spec("Links", a.links),
      spec("Front sprocket", `${a.front} teeth`),
      spec("Rear sprocket", `${a.rear} teeth`),
      spec("Chain seal", SEAL[a.series] ?? "X-ring"),
    ],
  },
};
