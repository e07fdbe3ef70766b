import { graphql } from "../gql";

/**
 * The garage's requests, shared by the garage's pages, the top bar, and the search and part pages that
 * check parts against the active bike (a feature never imports another, so they live here). Every garage
 * mutation answers the whole garage, which is written to the cache as `me.garage`: for a signed-in rider
 * the cache's `MyGarage` IS the garage, so every view follows a change made in any of them.
 */

/** What the garage shows of a bike (the same fields a guest's browser keeps: guest-garage.ts). */
export const GarageVehicleFragment = graphql(`
  fragment GarageVehicle_vehicle on Vehicle {
    id
    name
    make
    model
    makeSlug
    modelSlug
    year
    variant
    market
  }
`);

export const GarageBikeFragment = graphql(`
  fragment GarageBike_bike on GarageBike {
    active
    addedAt
    vehicle {
      id
      ...GarageVehicle_vehicle
    }
  }
`);

export const MyGarageDocument = graphql(`
  query MyGarage {
    me {
      id
      garage {
        ...GarageBike_bike
      }
    }
  }
`);

export const AddToGarageDocument = graphql(`
  mutation AddToGarage($vehicleId: ID!, $active: Boolean!) {
    addToGarage(vehicleId: $vehicleId, active: $active) {
      ...GarageBike_bike
    }
  }
`);

export const RemoveFromGarageDocument = graphql(`
  mutation RemoveFromGarage($vehicleId: ID!) {
    removeFromGarage(vehicleId: $vehicleId) {
      ...GarageBike_bike
    }
  }
`);

export const SetActiveBikeDocument = graphql(`
  mutation SetActiveBike($vehicleId: ID) {
    setActiveBike(vehicleId: $vehicleId) {
      ...GarageBike_bike
    }
  }
`);

export const MergeGuestGarageDocument = graphql(`
  mutation MergeGuestGarage($vehicleIds: [ID!]!, $activeVehicleId: ID) {
    mergeGuestGarage(vehicleIds: $vehicleIds, activeVehicleId: $activeVehicleId) {
      ...GarageBike_bike
    }
  }
`);
