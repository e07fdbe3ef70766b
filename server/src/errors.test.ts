import fs from "node:fs";
import { buildSchema, GraphQLEnumType } from "graphql";
import { EXPOSED_CODES } from "./errors";
import { SCHEMA_PATH } from "./graphql/schema";

describe("error codes", () => {
  it("the schema's ErrorCode lists every code a caller can see, and only those", () => {
    const schema = buildSchema(fs.readFileSync(SCHEMA_PATH, "utf8"));
    const documented = (schema.getType("ErrorCode") as GraphQLEnumType).getValues().map((value) => value.name);
    // INTERNAL_SERVER_ERROR is what every other (masked) error becomes.
    expect([...documented].sort()).toEqual([...EXPOSED_CODES, "INTERNAL_SERVER_ERROR"].sort());
    for (const value of (schema.getType("ErrorCode") as GraphQLEnumType).getValues()) expect(value.description).toBeTruthy();
  });
});
