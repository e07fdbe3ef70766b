import type { Resolvers } from "../../generated/graphql";
import { badInput } from "../../errors";
import { limits } from "../../../../shared/rules";
import { FITMENT_EXPORT_LINK_PURPOSE, VEHICLES_EXPORT_LINK_PURPOSE } from "./fitment-export.service";

/** GraphQL takes small files as text (a quick fix from Apollo Sandbox); larger ones go to the REST path. */
function smallFile(csv: string, path: string): string {
  if (Buffer.byteLength(csv) > limits.importTextKilobytes * 1024) {
    throw badInput(`Send files over ${limits.importTextKilobytes} KB to POST ${path} as text/csv.`, "csv");
  }
  return csv;
}

export const fitmentFilesResolvers: Resolvers = {
  Query: {
    fitmentExport: async (_, __, ctx) => {
      const { token, expiresAt } = await ctx.services.users.linkToken(FITMENT_EXPORT_LINK_PURPOSE, ctx.signedIn());
      return { url: `/fitment/export.csv?token=${encodeURIComponent(token)}`, expiresAt };
    },
    vehiclesExport: async (_, __, ctx) => {
      const { token, expiresAt } = await ctx.services.users.linkToken(VEHICLES_EXPORT_LINK_PURPOSE, ctx.signedIn());
      return { url: `/vehicles/export.csv?token=${encodeURIComponent(token)}`, expiresAt };
    },
  },
  Mutation: {
    importFitment: (_, { csv, dryRun }, ctx) => ctx.services.fitmentImport.import(smallFile(csv, "/fitment/import"), { dryRun }),
    importVehicles: (_, { csv, dryRun }, ctx) => ctx.services.vehicleImport.import(smallFile(csv, "/vehicles/import"), { dryRun }),
  },
};
