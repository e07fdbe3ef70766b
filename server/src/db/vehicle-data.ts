import type { VehicleType } from "../../../shared/vehicles";

/**
 * Real motorcycles, scooters and ATVs as public facts, for the demo seed, the fitment generator and the
 * benchmark's bike table (ADR 0023): make, model, type, engine size, the model years each market was
 * sold, the trims that existed, and the final drive (chains and sprockets fit chain-driven bikes only).
 *
 * Years are model years. The shop lists bikes from model year 2000 on, so a model sold since 1987 (the
 * TW200) starts at 2000 here. A model sold in two generations with a gap between them (the KLR650) is
 * two entries with the same make and model.
 */

export type FinalDrive = "chain" | "belt" | "shaft";

export interface MarketYears {
  market: string;
  from: number;
  to: number;
}

export interface VariantYears {
  /** "ABS", "Adventure", "SP"...; the base model ("") is always there and not listed. */
  name: string;
  from: number;
  to: number;
}

export interface VehicleModel {
  make: string;
  model: string;
  type: VehicleType;
  engineCc: number;
  /** Where and when it was sold; the model's years are the union. */
  markets: MarketYears[];
  variants: VariantYears[];
  drive: FinalDrive;
  /** The first and last model year in any market. */
  from: number;
  to: number;
}

/** The earliest model year the shop lists. */
export const FIRST_LISTED_YEAR = 2000;

interface Options {
  drive?: FinalDrive;
}

/**
 * One model. `markets` is "EU UK 2014-2025; US CA 2018-2025": groups of markets with their years,
 * separated by semicolons. `variants` is "ABS; SP 2018-2025": trims separated by semicolons, each for
 * the model's years unless it names its own.
 */
function bike(make: string, model: string, type: VehicleType, engineCc: number, markets: string, variants = "", options: Options = {}): VehicleModel {
  const sold: MarketYears[] = [];
  for (const group of markets.split(";")) {
    const m = /^\s*([A-Z ]+?)\s+(\d{4})-(\d{4})\s*$/.exec(group);
    if (!m) throw new Error(`${make} ${model}: bad markets "${group}"`);
    const from = Math.max(Number(m[2]), FIRST_LISTED_YEAR);
    for (const market of m[1].split(" ")) sold.push({ market, from, to: Number(m[3]) });
  }
  const from = Math.min(...sold.map((s) => s.from));
  const to = Math.max(...sold.map((s) => s.to));
  const trims: VariantYears[] = variants
    .split(";")
    .map((v) => v.trim())
    .filter(Boolean)
    .map((v) => {
      const m = /^(.*?)(?:\s+(\d{4})-(\d{4}))?$/.exec(v)!;
      return { name: m[1], from: m[2] ? Math.max(Number(m[2]), from) : from, to: m[3] ? Math.min(Number(m[3]), to) : to };
    });
  const drive = options.drive ?? (type === "scooter" ? "belt" : type === "atv" ? "shaft" : "chain");
  return { make, model, type, engineCc, markets: sold, variants: trims, drive, from, to };
}

const shaft = { drive: "shaft" } as const;
const belt = { drive: "belt" } as const;
const chain = { drive: "chain" } as const;

/** Every model, grouped by make; the order is the vehicle table's order. */
export const VEHICLE_MODELS: VehicleModel[] = [
  // Yamaha -----------------------------------------------------------------------------------------
  bike("Yamaha", "MT-07", "street", 689, "EU UK AU 2014-2025; US CA 2018-2025", "ABS"),
  bike("Yamaha", "FZ-07", "street", 689, "US CA 2015-2017"),
  bike("Yamaha", "MT-09", "street", 847, "EU UK AU 2014-2025; US CA 2017-2025", "SP 2018-2025"),
  bike("Yamaha", "FZ-09", "street", 847, "US CA 2014-2016"),
  bike("Yamaha", "MT-10", "street", 998, "EU UK 2016-2025; US CA 2017-2025", "SP"),
  bike("Yamaha", "MT-03", "street", 321, "EU UK AU 2016-2025; US CA 2020-2025"),
  bike("Yamaha", "YZF-R1", "street", 998, "US CA EU UK 2000-2025", "M 2015-2025"),
  bike("Yamaha", "YZF-R6", "street", 599, "US CA EU UK 2000-2020"),
  bike("Yamaha", "YZF-R3", "street", 321, "US CA EU AU 2015-2025", "ABS 2017-2025"),
  bike("Yamaha", "YZF-R7", "street", 689, "US CA EU UK 2022-2025"),
  bike("Yamaha", "Tenere 700", "dual-sport", 689, "EU UK AU 2019-2025; US CA 2021-2025", "Rally 2023-2025"),
  bike("Yamaha", "Tracer 9", "street", 890, "EU UK 2021-2025; US CA 2021-2025", "GT"),
  bike("Yamaha", "Tracer 900", "street", 847, "EU UK AU 2015-2020", "GT 2018-2020"),
  bike("Yamaha", "FJ-09", "street", 847, "US CA 2015-2017"),
  bike("Yamaha", "XSR700", "street", 689, "EU UK 2016-2025; US CA 2018-2025"),
  bike("Yamaha", "XSR900", "street", 847, "EU UK US CA 2016-2025"),
  bike("Yamaha", "FJR1300", "street", 1298, "US CA EU UK 2001-2022", "A; ES 2014-2022", shaft),
  bike("Yamaha", "Super Tenere", "dual-sport", 1199, "EU UK US 2012-2021", "ES 2014-2021", shaft),
  bike("Yamaha", "WR250R", "dual-sport", 250, "US CA AU 2008-2020"),
  bike("Yamaha", "WR250F", "off-road", 250, "US CA EU AU 2001-2025"),
  bike("Yamaha", "YZ250F", "off-road", 250, "US CA EU AU 2001-2025"),
  bike("Yamaha", "YZ450F", "off-road", 450, "US CA EU AU 2003-2025"),
  bike("Yamaha", "YZ125", "off-road", 125, "US CA EU 2000-2025"),
  bike("Yamaha", "TW200", "dual-sport", 196, "US CA 1987-2025"),
  bike("Yamaha", "XT250", "dual-sport", 249, "US CA 2008-2025"),
  bike("Yamaha", "Bolt", "street", 942, "US CA 2014-2024", "R-Spec", belt),
  bike("Yamaha", "V Star 250", "street", 249, "US CA 2008-2021"),
  bike("Yamaha", "XMAX 300", "scooter", 292, "EU UK 2017-2025; US 2018-2025"),
  bike("Yamaha", "NMAX 125", "scooter", 125, "EU UK AU 2015-2025; US 2016-2025"),
  bike("Yamaha", "Zuma 125", "scooter", 125, "US CA 2016-2025"),
  bike("Yamaha", "Grizzly 700", "atv", 686, "US CA AU 2007-2025", "EPS"),
  bike("Yamaha", "Raptor 700R", "atv", 686, "US CA 2006-2025", "SE 2010-2025", chain),
  bike("Yamaha", "Kodiak 450", "atv", 421, "US CA 2018-2025", "EPS"),

  // Honda ------------------------------------------------------------------------------------------
  bike("Honda", "CRF300L", "dual-sport", 286, "US CA EU UK AU 2021-2025", "ABS"),
  bike("Honda", "CRF300L Rally", "dual-sport", 286, "US CA EU UK 2021-2025", "ABS"),
  bike("Honda", "CRF250L", "dual-sport", 250, "US CA EU AU 2013-2020", "ABS 2017-2020"),
  bike("Honda", "CRF450RL", "dual-sport", 450, "US CA 2019-2025"),
  bike("Honda", "CRF450R", "off-road", 450, "US CA EU AU 2002-2025"),
  bike("Honda", "CRF250R", "off-road", 250, "US CA EU AU 2004-2025"),
  bike("Honda", "CRF250F", "off-road", 250, "US CA 2019-2025"),
  bike("Honda", "CRF125F", "off-road", 125, "US CA AU 2014-2025", "Big Wheel"),
  bike("Honda", "CRF50F", "off-road", 49, "US CA AU 2004-2025"),
  bike("Honda", "XR650L", "dual-sport", 644, "US CA 1993-2025"),
  bike("Honda", "CBR600RR", "street", 599, "US CA EU UK 2003-2020; JP 2021-2025", "ABS 2009-2020"),
  bike("Honda", "CBR1000RR", "street", 999, "US CA EU UK 2004-2019", "ABS 2009-2019; SP 2014-2019"),
  bike("Honda", "CBR1000RR-R Fireblade", "street", 999, "US CA EU UK JP 2020-2025", "SP"),
  bike("Honda", "CBR500R", "street", 471, "US CA EU UK AU 2013-2025", "ABS"),
  bike("Honda", "CB500F", "street", 471, "US CA EU UK AU 2013-2025", "ABS"),
  bike("Honda", "CB500X", "dual-sport", 471, "US CA EU UK AU 2013-2023", "ABS"),
  bike("Honda", "NX500", "dual-sport", 471, "US CA EU UK 2024-2025"),
  bike("Honda", "CBR650R", "street", 649, "US CA EU UK AU 2019-2025", "E-Clutch 2024-2025"),
  bike("Honda", "CB650R", "street", 649, "US CA EU UK AU 2019-2025", "E-Clutch 2024-2025"),
  bike("Honda", "CBR650F", "street", 649, "US CA EU UK 2014-2018", "ABS"),
  bike("Honda", "CB650F", "street", 649, "US CA EU UK 2014-2018", "ABS"),
  bike("Honda", "CB300R", "street", 286, "US CA EU UK 2019-2025", "ABS"),
  bike("Honda", "CBR300R", "street", 286, "US CA EU 2015-2022", "ABS"),
  bike("Honda", "CB1000R", "street", 998, "EU UK 2008-2025; US CA 2019-2025", "Black Edition 2021-2025"),
  bike("Honda", "Africa Twin CRF1000L", "dual-sport", 998, "US CA EU UK AU 2016-2019", "Adventure Sports 2018-2019; DCT"),
  bike("Honda", "Africa Twin CRF1100L", "dual-sport", 1084, "US CA EU UK AU 2020-2025", "Adventure Sports; DCT"),
  bike("Honda", "Gold Wing", "street", 1833, "US CA EU AU 2001-2025", "Tour 2018-2025; Tour DCT 2018-2025", shaft),
  bike("Honda", "Rebel 300", "street", 286, "US CA 2017-2025", "ABS"),
  bike("Honda", "Rebel 500", "street", 471, "US CA EU UK AU 2017-2025", "ABS; SE 2023-2025"),
  bike("Honda", "Rebel 1100", "street", 1084, "US CA EU UK AU 2021-2025", "DCT"),
  bike("Honda", "Grom", "street", 124, "US CA AU 2014-2025", "ABS 2022-2025"),
  bike("Honda", "Monkey", "street", 124, "US CA EU UK 2019-2025", "ABS"),
  bike("Honda", "NC750X", "dual-sport", 745, "EU UK AU 2014-2025; US CA 2016-2023", "DCT"),
  bike("Honda", "VFR800F", "street", 782, "US CA EU UK 2014-2020"),
  bike("Honda", "Shadow Phantom", "street", 745, "US CA 2010-2019", "", shaft),
  bike("Honda", "Navi", "scooter", 109, "US 2022-2025"),
  bike("Honda", "PCX", "scooter", 157, "US CA EU UK AU 2010-2025", "ABS 2021-2025"),
  bike("Honda", "ADV160", "scooter", 157, "US CA 2023-2025"),
  bike("Honda", "Forza 350", "scooter", 330, "EU UK 2021-2025; US 2023-2025"),
  bike("Honda", "FourTrax Rancher", "atv", 420, "US CA 2007-2025", "4x4; 4x4 EPS"),
  bike("Honda", "FourTrax Foreman", "atv", 518, "US CA 2005-2025", "4x4; 4x4 EPS"),
  bike("Honda", "TRX250X", "atv", 229, "US CA 2009-2024", "", chain),

  // Kawasaki ---------------------------------------------------------------------------------------
  bike("Kawasaki", "Ninja 400", "street", 399, "US CA EU UK AU 2018-2025", "ABS; KRT Edition"),
  bike("Kawasaki", "Ninja 300", "street", 296, "US CA EU AU 2013-2017", "ABS"),
  bike("Kawasaki", "Ninja 250R", "street", 249, "US CA EU 2008-2012"),
  bike("Kawasaki", "Ninja 500", "street", 451, "US CA EU UK AU 2024-2025", "SE"),
  bike("Kawasaki", "Ninja 650", "street", 649, "US CA EU UK AU 2017-2025", "ABS; KRT Edition"),
  bike("Kawasaki", "Z650", "street", 649, "US CA EU UK AU 2017-2025", "ABS"),
  bike("Kawasaki", "Z400", "street", 399, "US CA EU UK 2019-2025", "ABS"),
  bike("Kawasaki", "Z900", "street", 948, "US CA EU UK AU 2017-2025", "ABS; SE 2022-2025"),
  bike("Kawasaki", "Z900RS", "street", 948, "US CA EU UK AU 2018-2025", "Cafe; SE 2022-2025"),
  bike("Kawasaki", "Z H2", "street", 998, "US CA EU UK 2020-2025", "SE"),
  bike("Kawasaki", "Ninja ZX-6R", "street", 636, "US CA EU UK 2009-2025", "ABS 2013-2025; KRT Edition"),
  bike("Kawasaki", "Ninja ZX-10R", "street", 998, "US CA EU UK 2004-2025", "ABS 2011-2025; KRT Edition"),
  bike("Kawasaki", "Ninja ZX-14R", "street", 1441, "US CA EU 2012-2020", "ABS"),
  bike("Kawasaki", "Ninja H2", "street", 998, "US CA EU UK 2015-2025", "Carbon 2017-2025"),
  bike("Kawasaki", "Versys 650", "street", 649, "US CA EU UK AU 2008-2025", "ABS; LT 2015-2025"),
  bike("Kawasaki", "Versys 1000", "street", 1043, "EU UK 2012-2025; US CA 2015-2025", "LT; SE 2019-2025"),
  bike("Kawasaki", "Versys-X 300", "dual-sport", 296, "US CA EU AU 2017-2025", "ABS"),
  bike("Kawasaki", "KLR650", "dual-sport", 651, "US CA 2008-2018"),
  bike("Kawasaki", "KLR650", "dual-sport", 652, "US CA 2022-2025", "ABS; Adventure; Traveler"),
  bike("Kawasaki", "KX250", "off-road", 249, "US CA EU AU 2004-2025"),
  bike("Kawasaki", "KX450", "off-road", 449, "US CA EU AU 2006-2025"),
  bike("Kawasaki", "KLX300", "dual-sport", 292, "US CA 2020-2025", "SM 2021-2025"),
  bike("Kawasaki", "KLX230", "dual-sport", 233, "US CA AU 2020-2025", "S 2022-2025"),
  bike("Kawasaki", "KLX110", "off-road", 112, "US CA AU 2002-2025", "L 2010-2025"),
  bike("Kawasaki", "Vulcan S", "street", 649, "US CA EU UK AU 2015-2025", "ABS; Cafe 2016-2025", belt),
  bike("Kawasaki", "Vulcan 900", "street", 903, "US CA 2006-2025", "Classic; Custom 2007-2025", belt),
  bike("Kawasaki", "Concours 14", "street", 1352, "US CA 2008-2020", "ABS", shaft),
  bike("Kawasaki", "Brute Force 750", "atv", 749, "US CA AU 2005-2025", "4x4i; 4x4i EPS 2012-2025"),
  bike("Kawasaki", "KFX450R", "atv", 449, "US CA 2008-2014", "", chain),

  // Suzuki -----------------------------------------------------------------------------------------
  bike("Suzuki", "SV650", "street", 645, "US CA EU UK AU 2000-2025", "ABS 2007-2025; X 2019-2025"),
  bike("Suzuki", "GSX-R600", "street", 599, "US CA EU UK 2000-2025"),
  bike("Suzuki", "GSX-R750", "street", 750, "US CA EU UK 2000-2025"),
  bike("Suzuki", "GSX-R1000", "street", 999, "US CA EU UK 2001-2025", "R 2017-2025"),
  bike("Suzuki", "GSX-S750", "street", 749, "EU UK 2015-2023; US CA 2018-2023", "ABS"),
  bike("Suzuki", "GSX-S1000", "street", 999, "US CA EU UK AU 2016-2025", "F 2016-2020; GT 2022-2025"),
  bike("Suzuki", "GSX-8S", "street", 776, "US CA EU UK AU 2023-2025"),
  bike("Suzuki", "V-Strom 650", "dual-sport", 645, "US CA EU UK AU 2004-2025", "ABS 2007-2025; XT 2015-2025"),
  bike("Suzuki", "V-Strom 1000", "dual-sport", 1037, "US CA EU UK 2014-2019", "XT 2017-2019"),
  bike("Suzuki", "V-Strom 1050", "dual-sport", 1037, "US CA EU UK AU 2020-2025", "XT; DE 2023-2025"),
  bike("Suzuki", "V-Strom 800DE", "dual-sport", 776, "US CA EU UK AU 2023-2025"),
  bike("Suzuki", "DR-Z400S", "dual-sport", 398, "US CA AU 2000-2024"),
  bike("Suzuki", "DR-Z400SM", "dual-sport", 398, "US CA EU 2005-2024"),
  bike("Suzuki", "DR650S", "dual-sport", 644, "US CA AU 1996-2025"),
  bike("Suzuki", "RM-Z250", "off-road", 249, "US CA EU AU 2004-2025"),
  bike("Suzuki", "RM-Z450", "off-road", 449, "US CA EU AU 2005-2025"),
  bike("Suzuki", "Hayabusa", "street", 1340, "US CA EU UK 2000-2025"),
  bike("Suzuki", "Boulevard M109R", "street", 1783, "US CA 2006-2020", "B.O.S.S. 2016-2020", shaft),
  bike("Suzuki", "Boulevard C50", "street", 805, "US CA 2005-2019", "T 2005-2019", shaft),
  bike("Suzuki", "TU250X", "street", 249, "US CA 2009-2020"),
  bike("Suzuki", "Burgman 400", "scooter", 400, "US CA EU UK 2003-2025", "ABS 2013-2025"),
  bike("Suzuki", "KingQuad 750", "atv", 722, "US CA AU 2008-2025", "AXi; AXi Power Steering 2014-2025"),

  // BMW --------------------------------------------------------------------------------------------
  bike("BMW", "R 1250 GS", "dual-sport", 1254, "US CA EU UK AU 2019-2023", "Adventure", shaft),
  bike("BMW", "R 1200 GS", "dual-sport", 1170, "US CA EU UK AU 2004-2018", "Adventure 2006-2018", shaft),
  bike("BMW", "R 1300 GS", "dual-sport", 1300, "US CA EU UK AU 2024-2025", "Adventure 2025-2025", shaft),
  bike("BMW", "F 800 GS", "dual-sport", 798, "US CA EU UK AU 2008-2018", "Adventure 2013-2018"),
  bike("BMW", "F 850 GS", "dual-sport", 853, "US CA EU UK AU 2019-2025", "Adventure"),
  bike("BMW", "F 750 GS", "dual-sport", 853, "US CA EU UK AU 2019-2023"),
  bike("BMW", "F 900 R", "street", 895, "US CA EU UK 2020-2025"),
  bike("BMW", "F 900 XR", "street", 895, "US CA EU UK 2020-2025"),
  bike("BMW", "G 310 R", "street", 313, "US CA EU UK AU 2017-2025"),
  bike("BMW", "G 310 GS", "dual-sport", 313, "US CA EU UK AU 2018-2025"),
  bike("BMW", "S 1000 RR", "street", 999, "US CA EU UK AU 2010-2025", "M Package 2020-2025"),
  bike("BMW", "S 1000 R", "street", 999, "US CA EU UK 2014-2025"),
  bike("BMW", "S 1000 XR", "street", 999, "US CA EU UK 2015-2025"),
  bike("BMW", "R nineT", "street", 1170, "US CA EU UK AU 2014-2023", "Pure 2017-2023; Scrambler 2017-2023; Urban G/S 2017-2023", shaft),
  bike("BMW", "R 12 nineT", "street", 1170, "US CA EU UK 2024-2025", "", shaft),
  bike("BMW", "K 1600 GT", "street", 1649, "US CA EU UK 2011-2025", "", shaft),
  bike("BMW", "K 1600 GTL", "street", 1649, "US CA EU UK 2011-2025", "", shaft),
  bike("BMW", "R 1250 RT", "street", 1254, "US CA EU UK AU 2019-2025", "", shaft),
  bike("BMW", "R 1200 RT", "street", 1170, "US CA EU UK AU 2005-2018", "", shaft),
  bike("BMW", "C 400 X", "scooter", 350, "EU UK 2019-2025; US CA 2020-2025"),
  bike("BMW", "CE 04", "scooter", 0, "EU UK 2022-2025; US CA 2023-2025"),

  // KTM --------------------------------------------------------------------------------------------
  bike("KTM", "390 Duke", "street", 373, "EU UK AU 2013-2025; US CA 2015-2025"),
  bike("KTM", "200 Duke", "street", 199, "EU AU IN 2012-2025; US CA 2014-2015"),
  bike("KTM", "RC 390", "street", 373, "EU UK AU 2014-2025; US CA 2015-2025"),
  bike("KTM", "790 Duke", "street", 799, "US CA EU UK 2018-2020; US CA EU UK 2023-2025"),
  bike("KTM", "890 Duke", "street", 889, "US CA EU UK 2021-2025", "R"),
  bike("KTM", "1290 Super Duke R", "street", 1301, "US CA EU UK AU 2014-2025", "Evo 2022-2025"),
  bike("KTM", "390 Adventure", "dual-sport", 373, "US CA EU UK AU 2020-2025", "SW 2023-2025"),
  bike("KTM", "790 Adventure", "dual-sport", 799, "US CA EU UK AU 2019-2020; US CA EU UK AU 2023-2025", "R 2019-2020"),
  bike("KTM", "890 Adventure", "dual-sport", 889, "US CA EU UK AU 2021-2025", "R"),
  bike("KTM", "1290 Super Adventure", "dual-sport", 1301, "US CA EU UK AU 2015-2025", "S; R 2017-2025"),
  bike("KTM", "690 Enduro R", "dual-sport", 690, "US CA EU UK AU 2008-2025"),
  bike("KTM", "690 SMC R", "dual-sport", 690, "US CA EU UK AU 2012-2025"),
  bike("KTM", "500 EXC-F", "off-road", 510, "US CA EU AU 2012-2025", "Six Days"),
  bike("KTM", "350 EXC-F", "off-road", 350, "US CA EU AU 2012-2025", "Six Days"),
  bike("KTM", "300 XC-W", "off-road", 293, "US CA 2006-2025", "TPI 2020-2025"),
  bike("KTM", "250 SX-F", "off-road", 249, "US CA EU AU 2005-2025"),
  bike("KTM", "450 SX-F", "off-road", 450, "US CA EU AU 2007-2025", "Factory Edition 2013-2025"),
  bike("KTM", "125 SX", "off-road", 125, "US CA EU AU 2000-2025"),

  // Ducati -----------------------------------------------------------------------------------------
  bike("Ducati", "Monster 821", "street", 821, "US CA EU UK AU 2014-2020", "Stealth 2019-2020"),
  bike("Ducati", "Monster", "street", 937, "US CA EU UK AU 2021-2025", "Plus; SP 2023-2025"),
  bike("Ducati", "Monster 1200", "street", 1198, "US CA EU UK AU 2014-2021", "S"),
  bike("Ducati", "Panigale V4", "street", 1103, "US CA EU UK AU 2018-2025", "S; R 2019-2025"),
  bike("Ducati", "Panigale V2", "street", 955, "US CA EU UK AU 2020-2024"),
  bike("Ducati", "959 Panigale", "street", 955, "US CA EU UK 2016-2019", "Corse 2018-2019"),
  bike("Ducati", "1299 Panigale", "street", 1285, "US CA EU UK 2015-2017", "S"),
  bike("Ducati", "Multistrada V4", "street", 1158, "US CA EU UK AU 2021-2025", "S; Rally 2023-2025; Pikes Peak 2022-2025"),
  bike("Ducati", "Multistrada 1260", "street", 1262, "US CA EU UK AU 2018-2020", "S; Enduro 2019-2020"),
  bike("Ducati", "Multistrada 950", "street", 937, "US CA EU UK AU 2017-2021", "S 2019-2021"),
  bike("Ducati", "Multistrada V2", "street", 937, "US CA EU UK AU 2022-2024", "S"),
  bike("Ducati", "Scrambler Icon", "street", 803, "US CA EU UK AU 2015-2025"),
  bike("Ducati", "Scrambler Full Throttle", "street", 803, "US CA EU UK AU 2015-2025"),
  bike("Ducati", "Scrambler Desert Sled", "dual-sport", 803, "US CA EU UK AU 2017-2022"),
  bike("Ducati", "Diavel 1260", "street", 1262, "US CA EU UK AU 2019-2022", "S", belt),
  bike("Ducati", "Diavel V4", "street", 1158, "US CA EU UK AU 2023-2025"),
  bike("Ducati", "SuperSport 950", "street", 937, "US CA EU UK AU 2021-2025", "S"),
  bike("Ducati", "Hypermotard 950", "street", 937, "US CA EU UK AU 2019-2025", "SP"),
  bike("Ducati", "DesertX", "dual-sport", 937, "US CA EU UK AU 2022-2025", "Rally 2024-2025"),
  bike("Ducati", "Streetfighter V4", "street", 1103, "US CA EU UK AU 2020-2025", "S"),

  // Triumph ----------------------------------------------------------------------------------------
  bike("Triumph", "Street Triple 675", "street", 675, "US CA EU UK AU 2008-2016", "R"),
  bike("Triumph", "Street Triple 765", "street", 765, "US CA EU UK AU 2017-2025", "S; R; RS"),
  bike("Triumph", "Speed Triple 1050", "street", 1050, "US CA EU UK AU 2005-2020", "R 2012-2020; RS 2018-2020"),
  bike("Triumph", "Speed Triple 1200 RS", "street", 1160, "US CA EU UK AU 2021-2025"),
  bike("Triumph", "Daytona 675", "street", 675, "US CA EU UK 2006-2017", "R 2011-2017"),
  bike("Triumph", "Trident 660", "street", 660, "US CA EU UK AU 2021-2025"),
  bike("Triumph", "Tiger Sport 660", "street", 660, "US CA EU UK AU 2022-2025"),
  bike("Triumph", "Bonneville T100", "street", 900, "US CA EU UK AU 2002-2025", "Black 2009-2025"),
  bike("Triumph", "Bonneville T120", "street", 1200, "US CA EU UK AU 2016-2025", "Black"),
  bike("Triumph", "Thruxton R", "street", 1200, "US CA EU UK AU 2016-2024"),
  bike("Triumph", "Street Twin", "street", 900, "US CA EU UK AU 2016-2022"),
  bike("Triumph", "Speed Twin 900", "street", 900, "US CA EU UK AU 2023-2025"),
  bike("Triumph", "Speed Twin 1200", "street", 1200, "US CA EU UK AU 2019-2025", "RS 2025-2025"),
  bike("Triumph", "Scrambler 1200", "dual-sport", 1200, "US CA EU UK AU 2019-2025", "XC; XE"),
  bike("Triumph", "Tiger 800", "dual-sport", 799, "US CA EU UK AU 2011-2019", "XC; XR"),
  bike("Triumph", "Tiger 900", "dual-sport", 888, "US CA EU UK AU 2020-2025", "GT; Rally"),
  bike("Triumph", "Tiger 1200", "dual-sport", 1160, "US CA EU UK AU 2022-2025", "GT; Rally", shaft),
  bike("Triumph", "Rocket 3", "street", 2458, "US CA EU UK AU 2020-2025", "R; GT", shaft),
  bike("Triumph", "Speed 400", "street", 398, "US CA EU UK IN 2024-2025"),
  bike("Triumph", "Scrambler 400 X", "street", 398, "US CA EU UK IN 2024-2025"),

  // Harley-Davidson --------------------------------------------------------------------------------
  bike("Harley-Davidson", "Sportster Iron 883", "street", 883, "US CA EU UK AU 2009-2022", "", belt),
  bike("Harley-Davidson", "Sportster Forty-Eight", "street", 1202, "US CA EU UK AU 2010-2022", "Special 2018-2022", belt),
  bike("Harley-Davidson", "Sportster S", "street", 1252, "US CA EU UK AU 2021-2025", "", belt),
  bike("Harley-Davidson", "Nightster", "street", 975, "US CA EU UK AU 2022-2025", "Special 2023-2025", belt),
  bike("Harley-Davidson", "Street Glide", "street", 1746, "US CA EU UK AU 2006-2025", "Special 2015-2025", belt),
  bike("Harley-Davidson", "Road Glide", "street", 1746, "US CA EU UK AU 2015-2025", "Special; Limited 2020-2025", belt),
  bike("Harley-Davidson", "Road King", "street", 1746, "US CA EU UK AU 2000-2025", "Classic 2000-2013; Special 2017-2025", belt),
  bike("Harley-Davidson", "Electra Glide Ultra Limited", "street", 1746, "US CA EU UK AU 2010-2024", "Shrine 2010-2016", belt),
  bike("Harley-Davidson", "Fat Boy", "street", 1868, "US CA EU UK AU 2000-2025", "114 2018-2025; Lo 2010-2016", belt),
  bike("Harley-Davidson", "Heritage Classic", "street", 1746, "US CA EU UK AU 2018-2025", "114", belt),
  bike("Harley-Davidson", "Street Bob", "street", 1746, "US CA EU UK AU 2018-2025", "114 2021-2025", belt),
  bike("Harley-Davidson", "Softail Standard", "street", 1746, "US CA EU UK AU 2020-2025", "", belt),
  bike("Harley-Davidson", "Low Rider S", "street", 1868, "US CA EU UK AU 2020-2025", "", belt),
  bike("Harley-Davidson", "Breakout", "street", 1868, "US CA EU UK AU 2013-2025", "114 2018-2022", belt),
  bike("Harley-Davidson", "Street 750", "street", 749, "US CA IN 2015-2020", "", belt),
  bike("Harley-Davidson", "Pan America 1250", "dual-sport", 1252, "US CA EU UK AU 2021-2025", "Special", chain),

  // Husqvarna --------------------------------------------------------------------------------------
  bike("Husqvarna", "Vitpilen 401", "street", 373, "EU UK AU 2018-2025; US CA 2019-2025"),
  bike("Husqvarna", "Svartpilen 401", "street", 373, "EU UK AU 2018-2025; US CA 2019-2025"),
  bike("Husqvarna", "Norden 901", "dual-sport", 889, "US CA EU UK AU 2022-2025", "Expedition 2023-2025"),
  bike("Husqvarna", "701 Enduro", "dual-sport", 692, "US CA EU UK AU 2016-2025", "LR 2020-2025"),
  bike("Husqvarna", "701 Supermoto", "dual-sport", 692, "US CA EU UK AU 2016-2025"),
  bike("Husqvarna", "FE 350", "off-road", 350, "US CA EU AU 2014-2025", "S 2020-2025"),
  bike("Husqvarna", "FE 501", "off-road", 510, "US CA EU AU 2014-2025", "S 2020-2025"),
  bike("Husqvarna", "TE 300", "off-road", 293, "US CA EU AU 2014-2025", "i 2018-2025"),
  bike("Husqvarna", "FC 450", "off-road", 450, "US CA EU AU 2014-2025", "Rockstar Edition 2017-2025"),
  bike("Husqvarna", "TC 125", "off-road", 125, "US CA EU AU 2014-2025"),

  // Aprilia ----------------------------------------------------------------------------------------
  bike("Aprilia", "RSV4", "street", 999, "EU UK 2009-2025; US CA 2010-2025", "Factory; RR 2015-2020"),
  bike("Aprilia", "Tuono V4", "street", 1077, "EU UK 2011-2025; US CA 2012-2025", "Factory"),
  bike("Aprilia", "RS 660", "street", 659, "US CA EU UK AU 2021-2025", "Extrema 2023-2025"),
  bike("Aprilia", "Tuono 660", "street", 659, "US CA EU UK AU 2021-2025", "Factory 2022-2025"),
  bike("Aprilia", "Tuareg 660", "dual-sport", 659, "US CA EU UK AU 2022-2025"),
  bike("Aprilia", "Dorsoduro 900", "street", 896, "US CA EU UK 2018-2021"),
  bike("Aprilia", "Shiver 900", "street", 896, "US CA EU UK 2017-2020"),
  bike("Aprilia", "SR GT 200", "scooter", 174, "EU UK 2022-2025; US 2023-2025", "Sport"),

  // Royal Enfield ----------------------------------------------------------------------------------
  bike("Royal Enfield", "Interceptor 650", "street", 648, "US CA EU UK AU IN 2019-2025"),
  bike("Royal Enfield", "Continental GT 650", "street", 648, "US CA EU UK AU IN 2019-2025"),
  bike("Royal Enfield", "Himalayan", "dual-sport", 411, "IN 2016-2023; EU UK AU 2018-2023; US CA 2018-2023"),
  bike("Royal Enfield", "Himalayan 450", "dual-sport", 452, "US CA EU UK AU IN 2024-2025"),
  bike("Royal Enfield", "Classic 350", "street", 349, "IN 2009-2025; EU UK AU 2021-2025; US CA 2022-2025", "Signals 2021-2025"),
  bike("Royal Enfield", "Meteor 350", "street", 349, "US CA EU UK AU IN 2021-2025", "Fireball; Supernova"),
  bike("Royal Enfield", "Hunter 350", "street", 349, "EU UK AU IN 2022-2025; US CA 2024-2025"),
  bike("Royal Enfield", "Super Meteor 650", "street", 648, "US CA EU UK AU IN 2023-2025", "Tourer"),

  // Others -----------------------------------------------------------------------------------------
  bike("Indian", "Scout", "street", 1133, "US CA EU UK AU 2015-2024", "Sixty 2016-2021; Bobber 2018-2024", belt),
  bike("Indian", "Chief", "street", 1890, "US CA EU UK AU 2022-2025", "Dark Horse; Bobber", belt),
  bike("Indian", "FTR 1200", "street", 1203, "US CA EU UK AU 2019-2025", "S; Rally 2020-2021"),
  bike("Moto Guzzi", "V7", "street", 853, "US CA EU UK AU 2008-2025", "Stone; Special", shaft),
  bike("Moto Guzzi", "V85 TT", "dual-sport", 853, "US CA EU UK AU 2019-2025", "Travel 2020-2025", shaft),
  bike("Vespa", "GTS 300", "scooter", 278, "US CA EU UK AU 2008-2025", "Super; Super Tech 2020-2025"),
  bike("Vespa", "Primavera 150", "scooter", 155, "US CA EU UK AU 2014-2025", "S 2015-2025"),
  bike("Can-Am", "Outlander 570", "atv", 570, "US CA AU 2016-2025", "DPS; XT"),
  bike("Polaris", "Sportsman 570", "atv", 567, "US CA AU 2014-2025", "EPS; Touring 2015-2025"),
];
