/**
 * The wording of the generated catalogue's lighting, filters, electrics, batteries and engine parts,
 * by kind id: each kind's name, description and specs, and what depends on a part's attrs (a price by
 * compound, a weight by position). The kinds' data (HS codes, prices, attrs, the brands' lines and
 * part-number templates) is data/catalogue-kinds.json, checked by catalogue-tables.ts;
 * catalogue-generator.ts joins the two.
 */
import { lower, MAKES, NGK_THREAD, NGK_TIP, origin, sentences, spec, titleCase, YUASA, type Attrs, type KindText } from "./catalogue-tables";
import { between, chance, pick } from "./seeded-random";

const yuasa = (a: Attrs) => YUASA.find((m) => m[0] === a.model) ?? YUASA[3];

export const ENGINE_KINDS: Record<string, KindText> = {
  // Lighting

  "led-headlights": {
    title: ({ a }) => `${a.size} Round LED Headlight, ${a.finish}`,
    description: (c) =>
      sentences(
        `A ${c.a.size} round LED headlight with dipped and main beams, a drop-in replacement for the original sealed-beam or halogen unit.`,
        "It throws a wide, white beam while drawing a fraction of the current.",
        chance(c.r, 0.6) && "E-marked for road use.",
      ),
    specs: ({ a, r }) => [
      spec("Diameter", a.size),
      spec("Light output", `${pick(r, ["2,400", "3,100", "3,600", "4,200"])} lm`),
      spec("Voltage", "12 V"),
      spec("Connector", "H4 plug"),
      spec("Finish", a.finish),
    ],
  },

  "auxiliary-lights": {
    title: ({ a }) => `${a.model ? `${a.model} ` : ""}LED Auxiliary Lights, ${a.beam} Beam, Pair`,
    description: (c) =>
      sentences(
        `A pair of compact LED auxiliary lights with a ${lower(c.a.beam)} beam, to see further at night and be seen sooner by day.`,
        "Supplied with a wiring harness, switch and mounting brackets for crash bars or fork legs.",
      ),
    specs: ({ a, r }) => [
      spec("Beam", a.beam),
      spec("Light output", `${pick(r, ["1,800", "2,500", "3,200", "5,000"])} lm per light`),
      spec("Power", `${pick(r, ["10", "15", "20", "25"])} W per light`),
      spec("Waterproof rating", "IP67"),
    ],
  },

  "indicators": {
    minQuantity: () => 2,
    title: ({ a }) => `${a.type} LED Indicator, ${a.finish}`,
    description: (c) =>
      sentences(
        c.a.type === "Sequential"
          ? "LED indicator whose light sweeps outwards in the direction of the turn, easy to see in daylight."
          : "Compact LED indicator, far brighter and longer-lived than a bulb.",
        "Sold singly, so order at least two; LED indicators may need a load-independent flasher relay.",
      ),
    specs: ({ a, r }) => [
      spec("Type", a.type),
      spec("Light source", "LED"),
      spec("Voltage", "12 V"),
      spec("Mounting", pick(r, ["M8 stem", "M10 stem", "Flush mount"])),
      spec("Finish", a.finish),
      spec("E-marked", "Yes"),
    ],
  },

  "tail-lights": {
    title: ({ a }) => `LED Tail Light, ${a.lens} Lens`,
    description: (c) =>
      sentences(
        `LED tail and brake light with a ${lower(c.a.lens)} lens, much brighter when braking than a filament bulb.`,
        pick(c.r, ["Its slim body suits custom and café racer builds.", "Number-plate lighting is built in."]),
      ),
    specs: ({ a }) => [spec("Lens", a.lens), spec("Housing", a.finish), spec("Voltage", "12 V"), spec("Functions", "Tail and brake")],
  },

  "headlight-bulbs": {
    hs: (a) => (a.type === "LED" ? "8539.52" : "8539.21"),
    price: (a) => (a.type === "LED" ? [35, 70] : [10, 30]),
    title: ({ a }) => `${a.fitting} ${a.type} Headlight Bulb`,
    description: (c) =>
      sentences(
        c.a.type === "LED"
          ? `${c.a.fitting} LED bulb with a cool white light and a built-in heat sink, made to fit the original headlight housing.`
          : `${c.a.fitting} halogen bulb giving up to half as much light again as a standard one, with a whiter beam.`,
        chance(c.r, 0.5) && "Check the clearance behind the headlight before fitting.",
      ),
    specs: ({ a, r }) => [
      spec("Fitting", a.fitting),
      spec("Type", a.type),
      spec("Power", a.type === "LED" ? pick(r, ["16 W", "20 W", "25 W"]) : a.fitting === "H4" ? "60/55 W" : "55 W"),
      spec("Colour temperature", a.type === "LED" ? "6,000 K" : "3,700 K"),
    ],
  },
  // Filters

  "oil-filters": {
    weight: (a) => (a.style === "Cartridge" ? [0.05, 0.1] : [0.2, 0.35]),
    prepare: ({ a }) => {
      if (a.variant !== "Standard") a.style = "Spin-on";
    },
    title: ({ a }) => `${a.style} Oil Filter${a.variant === "Race" ? " with Nut" : a.variant === "Chrome" ? ", Chrome" : ""}`,
    description: (c) =>
      sentences(
        c.a.style === "Cartridge"
          ? "Cartridge oil filter element that fits inside the engine's filter housing, with new O-rings."
          : "Spin-on oil filter with a pleated element and an anti-drain-back valve, so oil reaches the bearings as soon as the engine starts.",
        c.a.variant === "Race" && "A 17 mm nut welded to the end makes it easy to remove with a socket.",
        "Change it at every oil change.",
      ),
    specs: ({ a, r }) => [
      spec("Type", a.style),
      spec("Thread", a.style === "Cartridge" ? "Not applicable" : pick(r, ["M20 x 1.5", "3/4-16 UNF"])),
      spec("Height", `${between(r, 40, 90)} mm`),
      spec("Bypass valve", a.style === "Cartridge" ? "In housing" : `${pick(r, ["0.8", "1.0", "1.2"])} bar`),
    ],
  },

  "air-filters": {
    price: (a) => (a.type === "Paper" ? [15, 35] : [35, 85]),
    title: ({ a }) => `${titleCase(a.type)} Air Filter for ${MAKES[a.mk]}`,
    description: (c) =>
      sentences(
        c.a.type === "Paper"
          ? "Pleated paper air filter made to the original specification, trapping fine dust without starving the engine."
          : c.a.type === "Foam"
            ? "Dual-layer foam air filter for off-road bikes: the coarse outer foam stops mud, the fine inner foam stops dust."
            : "Washable, reusable cotton gauze filter that flows more air than paper and lasts the life of the bike.",
        c.a.type !== "Paper" && "Clean and re-oil it at every service.",
        `Made for ${MAKES[c.a.mk]} airboxes; no re-jetting needed.`,
      ),
    specs: ({ a, r }) => [spec("Filter media", a.type), spec("Reusable", a.type === "Paper" ? "No" : "Yes"), spec("Service interval", a.type === "Paper" ? "12,000 km" : `${pick(r, ["Clean every 8,000 km", "Clean after every race"])}`)],
  },

  "fuel-filters": {
    title: ({ a }) => `Inline Fuel Filter, ${a.hose} Hose`,
    description: (c) =>
      sentences(
        `Inline fuel filter for ${c.a.hose} hose that stops rust and dirt from the tank reaching the carburettors or injectors.`,
        pick(c.r, ["The clear body shows when it needs changing.", "A sintered bronze element catches particles down to 40 microns."]),
      ),
    specs: ({ a }) => [spec("Hose size", a.hose), spec("Filter element", "Sintered bronze"), spec("Flow direction", "Marked on body")],
  },
  // Electrics

  "regulators": {
    title: ({ a }) => `${a.type} Regulator Rectifier`,
    description: (c) =>
      sentences(
        c.a.type === "MOSFET"
          ? "MOSFET regulator rectifier that runs much cooler than the original shunt type and holds a steady charge at low revs."
          : "Shunt-type regulator rectifier made to the original specification.",
        "A failing regulator is the usual cause of flat batteries and blown bulbs.",
      ),
    specs: ({ a, r }) => [spec("Type", a.type), spec("Regulated output", "14.4 V"), spec("Maximum current", `${pick(r, ["30", "35", "40", "50"])} A`), spec("Phases", "3")],
  },

  "stators": {
    title: ({ a }) => `Stator for ${MAKES[a.mk]}`,
    description: (c) =>
      sentences(
        `Replacement alternator stator for ${MAKES[c.a.mk]} models, wound with high-temperature wire and epoxy-coated against vibration.`,
        "Fit a new regulator rectifier at the same time if the old one has overheated.",
      ),
    specs: ({ r }) => [spec("Output", `${pick(r, ["300", "350", "400", "450"])} W`), spec("Poles", pick(r, ["12", "18", "24"])), spec("Phases", "3")],
  },

  "usb-chargers": {
    title: ({ a }) => `Handlebar USB Charger, ${a.ports}`,
    description: (c) =>
      sentences(
        `Waterproof handlebar charger with ${lower(c.a.ports)} ports, to keep a phone or sat-nav topped up on the move.`,
        "Wire it through an ignition-switched feed so it cannot drain the battery.",
      ),
    specs: ({ a, r }) => [spec("Ports", a.ports), spec("Output", `${pick(r, ["2.1", "3.0", "4.8"])} A`), spec("Waterproof rating", "IP66")],
  },

  "heated-grips": {
    title: ({ a }) => `${a.style} Heated Grips`,
    description: (c) =>
      sentences(
        `${c.a.style} heated grips with ${pick(c.r, ["five", "eight"])} heat levels and an integrated switch.`,
        "A battery monitor switches them off before they can flatten the battery.",
      ),
    specs: ({ a }) => [spec("Style", a.style), spec("Bar diameter", "22 mm (7/8 in)"), spec("Current draw", "Up to 4 A")],
  },
  // Batteries

  "agm-batteries": {
    price: (a) => {
      const ah = yuasa(a)[1];
      return [50 + ah * 6, 70 + ah * 8];
    },
    weight: (a) => {
      const ah = yuasa(a)[1];
      return [ah * 0.33 + 0.3, ah * 0.36 + 0.4];
    },
    title: ({ a }) => `${a.model} Maintenance-free AGM Battery`,
    description: (c) =>
      sentences(
        `Sealed AGM battery in the ${c.a.model} size: ${yuasa(c.a)[1]} Ah and ${yuasa(c.a)[2]} A cold cranking.`,
        "Factory-activated and charged, it needs no topping up and fits any way up but upside down.",
        chance(c.r, 0.4) && "Shipped by ground or sea freight only, as the rules for batteries require.",
      ),
    specs: ({ a }) => [
      spec("Model", a.model),
      spec("Voltage", "12 V"),
      spec("Capacity", `${yuasa(a)[1]} Ah`),
      spec("Cold cranking", `${yuasa(a)[2]} A`),
      spec("Dimensions", yuasa(a)[3]),
      spec("Chemistry", "AGM lead-acid"),
    ],
  },

  "lithium-batteries": {
    title: ({ a }) => `Lithium Battery, ${a.pbeq} Ah Lead-acid Equivalent`,
    description: (c) =>
      sentences(
        `Lithium iron phosphate (LiFePO4) starter battery that replaces a ${c.a.pbeq} Ah lead-acid one at a third of the weight.`,
        "It holds its charge for months in storage; charge it only with a lithium-compatible charger.",
      ),
    specs: ({ a, r }) => [
      spec("Chemistry", "Lithium iron phosphate"),
      spec("Lead-acid equivalent", `${a.pbeq} Ah`),
      spec("Cold cranking", `${Number(a.pbeq) * 15 + between(r, 0, 40)} A`),
      spec("Voltage", "12.8 V"),
    ],
  },

  "battery-chargers": {
    title: ({ a }) => `Smart Battery Charger, ${a.output}`,
    description: (c) =>
      sentences(
        `Automatic ${c.a.output} charger that tests, recovers, charges and then maintains the battery, safe to leave connected all winter.`,
        "It charges both lead-acid and lithium batteries and comes with a weatherproof lead to leave on the bike.",
      ),
    specs: ({ a }) => [spec("Output", a.output), spec("Batteries", "12 V lead-acid and lithium"), spec("Mains input", "100 to 240 V")],
  },
  // Engine

  "spark-plugs": {
    price: (a) => (a.electrode === "Nickel" ? [6, 10] : [12, 20]),
    minQuantity: (r) => pick(r, [2, 4, 4]),
    prepare: ({ a }) => {
      if (a.pre) {
        a.electrode = NGK_TIP[a.tip];
        [a.thread, a.hex] = NGK_THREAD[a.pre];
      } else {
        a.electrode = a.dpre.startsWith("I") ? "Iridium" : "Nickel";
        if (a.electrode === "Iridium") a.dsuf = "";
        [a.thread, a.hex] = a.dpre.includes("K") ? ["12 mm", "16 mm"] : ["10 mm", "16 mm"];
      }
    },
    title: ({ a }) => (a.dpre ? `${a.dpre}${a.dheat}${a.dsuf} ${a.electrode} Spark Plug` : `${a.electrode} Spark Plug`),
    description: (c) =>
      sentences(
        c.a.electrode === "Nickel"
          ? "Standard nickel-alloy spark plug to the original specification, for engines that were designed for one."
          : `${c.a.electrode} spark plug with a fine centre electrode that sparks at a lower voltage, for easier starts and a cleaner burn.`,
        "Sold singly: order one for each cylinder.",
        chance(c.r, 0.3) && origin(c),
      ),
    specs: ({ a, r }) => [
      spec("Electrode", a.electrode),
      spec("Heat range", a.heat ?? a.dheat),
      spec("Thread", a.thread),
      spec("Hex", a.hex),
      spec("Gap", a.gap ? `${(Number(a.gap.slice(1)) / 10).toFixed(1)} mm` : pick(r, ["0.7 mm", "0.8 mm"])),
    ],
  },

  "clutch-kits": {
    title: ({ a }) => `${titleCase(a.material)} Clutch Kit, ${a.plates} Friction Plates`,
    description: (c) =>
      sentences(
        `A complete set of ${c.a.plates} ${lower(c.a.material)} friction plates${chance(c.r, 0.5) ? ", steel plates and uprated springs" : " and uprated springs"}.`,
        c.a.material === "Cork" ? "Cork gives a smooth take-up for road bikes." : "It takes the extra heat of launches and tuned engines without slipping or juddering.",
      ),
    specs: ({ a, r }) => [spec("Friction material", a.material), spec("Friction plates", a.plates), spec("Springs", pick(r, ["Included", "Not included"]))],
  },

  "gasket-sets": {
    price: (a) => (a.type === "Complete engine" ? [80, 160] : [25, 80]),
    title: ({ a }) => `${a.type} Gasket Set for ${MAKES[a.mk]}`,
    description: (c) =>
      sentences(
        c.a.type === "Top-end"
          ? "Every gasket and seal needed to take the cylinder head and barrel off and put them back, head gasket included."
          : c.a.type === "Complete engine"
            ? "The full set of gaskets and O-rings for an engine rebuild, top end and bottom end."
            : "Replacement clutch cover gasket, cut to shape and ready to fit without sealant.",
        `Made for ${MAKES[c.a.mk]} engines.`,
      ),
    specs: ({ a, r }) => [spec("Set", a.type), spec("Head gasket", a.type === "Clutch cover" ? "Not included" : pick(r, ["Multi-layer steel", "Copper"])), spec("Oil seals", pick(r, ["Included", "Not included"]))],
  },
};
