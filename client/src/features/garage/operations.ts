import { graphql } from "../../gql";

/**
 * The garage's and the bike page's requests. Each step of the bike picker is one small query (a make's
 * models, a model's years, a year's variants), cached by Apollo, so the lists stay instant however many
 * bikes the shop knows.
 */

export const VehicleMakesDocument = graphql(`
  query VehicleMakes {
    vehicleMakes {
      name
      slug
    }
  }
`);

export const VehicleModelsDocument = graphql(`
  query VehicleModels($make: String!) {
    vehicleModels(make: $make) {
      name
      slug
      firstYear
      lastYear
    }
  }
`);

export const VehicleYearsDocument = graphql(`
  query VehicleYears($make: String!, $model: String!) {
    vehicleYears(make: $make, model: $model)
  }
`);

export const VehicleVariantsDocument = graphql(`
  query VehicleVariants($make: String!, $model: String!, $year: Int!) {
    vehicleVariants(make: $make, model: $model, year: $year) {
      id
      ...GarageVehicle_vehicle
    }
  }
`);

export const FindVehiclesDocument = graphql(`
  query FindVehicles($query: String!, $first: Int) {
    findVehicles(query: $query, first: $first) {
      id
      ...GarageVehicle_vehicle
    }
  }
`);

export const BikeDocument = graphql(`
  query Bike($make: String!, $model: String!, $year: Int!) {
    bike(make: $make, model: $model, year: $year) {
      make
      model
      makeSlug
      modelSlug
      year
      vehicles {
        id
        ...GarageVehicle_vehicle
      }
    }
  }
`);

/** The parts that fit one bike, with the categories as the page's sections. */
export const BikePartsDocument = graphql(`
  query BikeParts($filter: PartFilter!, $vehicleId: ID!, $first: Int, $after: String) {
    searchParts(filter: $filter, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          ...BikePartCard_part
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
      facets {
        categories {
          value
          label
          count
        }
      }
    }
  }
`);
