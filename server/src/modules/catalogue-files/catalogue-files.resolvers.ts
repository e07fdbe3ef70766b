import type { Resolvers } from "../../generated/graphql";
import { badInput } from "../../errors";
import { limits } from "../../../../shared/rules";
import { EXPORT_LINK_PURPOSE } from "./catalogue-export.service";

export const catalogueFilesResolvers: Resolvers = {
  Query: {
    catalogueExport: async (_, __, ctx) => {
      const { token, expiresAt } = await ctx.services.users.linkToken(EXPORT_LINK_PURPOSE, ctx.signedIn());
      return { url: `/parts/export.csv?token=${encodeURIComponent(token)}`, expiresAt };
    },
  },
  Mutation: {
    importCatalogue: (_, { csv, dryRun, skipInvalid }, ctx) => {
      if (Buffer.byteLength(csv) > limits.importTextKilobytes * 1024) {
        throw badInput(`Send files over ${limits.importTextKilobytes} KB to POST /parts/import as text/csv.`, "csv");
      }
      return ctx.services.catalogueImport.import(csv, { dryRun, skipInvalid, byEmail: ctx.user().email });
    },
  },
};
