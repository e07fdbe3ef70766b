import path from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { bundleReport } from "./bundle-report";
import { graphqlDocuments } from "./graphql-documents";

/** The storefront: built into client/dist (served by the server), or served by Vite in `npm run dev`. */
export default defineConfig({
  root: __dirname,
  plugins: [react(), graphqlDocuments(), bundleReport()],
  resolve: {
    alias: { "@shared": path.resolve(__dirname, "../shared") },
  },
  server: { fs: { allow: [path.resolve(__dirname, "..")] } },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Source maps publish the client's source: only when asked for (CLIENT_SOURCE_MAPS=true), e.g. to
    // upload them to an error tracker; never served by default.
    sourcemap: process.env.CLIENT_SOURCE_MAPS === "true",
    // Hashed file names, cached for a year by the server.
    assetsDir: "assets",
    chunkSizeWarningLimit: 600,
    // Read by the per-route size report.
    manifest: true,
  },
});
