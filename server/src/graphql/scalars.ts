import { GraphQLScalarType, Kind } from "graphql";
import { badInput } from "../errors";

function toDate(value: unknown): Date {
  const date = typeof value === "string" ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw badInput("DateTime must be an ISO-8601 date and time.");
  return date;
}

export const DateTimeScalar = new GraphQLScalarType<Date, string>({
  name: "DateTime",
  description: "An ISO-8601 date and time in UTC.",
  serialize: (value) => (value instanceof Date ? value : toDate(value)).toISOString(),
  parseValue: toDate,
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? toDate(ast.value) : toDate(null)),
});
