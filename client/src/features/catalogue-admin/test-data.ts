import type { AdminCategoriesQuery } from "../../gql/graphql";
import { mockOperation, type Answer } from "../../test/mocks";
import { AdminCategoriesDocument } from "./operations";

/** The catalogue's sections for the tests of the part forms and Manage Products. */

type CategoryAnswer = Answer<AdminCategoriesQuery>["categories"][number];

const category = (id: string, slug: string, label: string, position: number, parent: CategoryAnswer | null = null): CategoryAnswer => ({
  __typename: "Category",
  id,
  slug,
  label,
  position,
  parent: parent && { __typename: "Category", id: parent.id, slug: parent.slug },
});

const brakes = category("c0000000-0000-4000-8000-000000000001", "brakes", "Brakes", 0);
const exhaust = category("c0000000-0000-4000-8000-000000000002", "exhaust", "Exhaust", 1);
const brakePads = category("c0000000-0000-4000-8000-000000000003", "brake-pads", "Brake pads", 0, brakes);

/** The catalogue's sections as the server lists them: parents first, then their children. */
export const testCategories = { brakes, exhaust, brakePads, category };

/** The server answering `categories` (the part forms' select, the Add category dialog's parent). */
export const categoriesMock = (categories: CategoryAnswer[] = [brakes, exhaust, brakePads], uses = 1) =>
  mockOperation(AdminCategoriesDocument, {}, { categories }, { uses });
