import { defaultFieldResolver, type GraphQLSchema } from "graphql";
import { MapperKind, getDirective, mapSchema } from "@graphql-tools/utils";
import type { GraphQLContext } from "./context";

export const ACCESS_DIRECTIVES = ["public", "auth", "admin"] as const;
export type Access = (typeof ACCESS_DIRECTIVES)[number];

/**
 * Enforces `@public`, `@auth` and `@admin` on root fields, once, before the resolver runs; an `@auth` or
 * `@admin` field's resolver then finds the signed-in user on the context (`ctx.user()`, `ctx.signedIn()`).
 * A root field without exactly one of them makes the schema fail to build.
 */
export function applyAccessDirectives(schema: GraphQLSchema): GraphQLSchema {
  const rootTypes = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name]);
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      if (!rootTypes.has(typeName)) return field;
      const declared = ACCESS_DIRECTIVES.filter((name) => getDirective(schema, field, name)?.length);
      if (declared.length !== 1) {
        throw new Error(
          `${typeName}.${fieldName} must declare exactly one of @public, @auth or @admin (found ${declared.length ? declared.map((d) => `@${d}`).join(", ") : "none"}).`,
        );
      }
      const access = declared[0];
      if (access === "public") return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: async (source, args, ctx: GraphQLContext, info) => {
          await ctx.authorize(access);
          return resolve(source, args, ctx, info);
        },
      };
    },
  });
}
