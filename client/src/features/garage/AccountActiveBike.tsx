import type { ReactNode } from "react";
import { useGarage, type GarageVehicle } from "../../lib/garage";

/** A signed-in rider's active bike, from the cached garage (undefined while it loads), for the top bar's link. */
export default function AccountActiveBike({ children }: { children: (bike: GarageVehicle | null | undefined) => ReactNode }) {
  const garage = useGarage();
  return children(garage.loading ? undefined : garage.active);
}
