import { defaultFieldResolver, type GraphQLSchema } from "graphql";
import { MapperKind, getDirective, mapSchema } from "@graphql-tools/utils";
import { requireAdmin, requireUser, type GraphQLContext } from "./context";

export const ACCESS_DIRECTIVES = ["public", "auth", "admin"] as const;
export type Access = (typeof ACCESS_DIRECTIVES)[number];

const guards: Record<Access, ((ctx: GraphQLContext) => Promise<unknown>) | null> = {
  public: null,
  auth: requireUser,
  admin: requireAdmin,
};

/**
 * Enforces `@public`, `@auth` and `@admin` on root fields, once, before the resolver runs.
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
      const guard = guards[declared[0]];
      if (!guard) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: async (source, args, ctx: GraphQLContext, info) => {
          await guard(ctx);
          return resolve(source, args, ctx, info);
        },
      };
    },
  });
}
