import path from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { bundleReport } from "./bundle-report";
import { graphqlDocuments } from "./graphql-documents";

/**
 * The storefront: built into client/dist (served by the server), or served by Vite in `npm run dev`.
 * `--ssr src/entry-server.tsx` builds the server renderer into client/dist-server: one CommonJS file
 * that the server requires, with the packages left to node_modules (ADR 0041).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: __dirname,
  plugins: [react(), graphqlDocuments(), ...(isSsrBuild ? [] : [bundleReport()])],
  resolve: {
    alias: { "@shared": path.resolve(__dirname, "../shared") },
  },
  server: { fs: { allow: [path.resolve(__dirname, "..")] } },
  build: isSsrBuild
    ? {
        outDir: "dist-server",
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { output: { format: "cjs" as const, entryFileNames: "[name].cjs", chunkFileNames: "chunks/[name]-[hash].cjs" } },
      }
    : {
        outDir: "dist",
        emptyOutDir: true,
        // Source maps publish the client's source: only when asked for (CLIENT_SOURCE_MAPS=true), e.g. to
        // upload them to an error tracker; never served by default.
        sourcemap: process.env.CLIENT_SOURCE_MAPS === "true",
        // Hashed file names, cached for a year by the server.
        assetsDir: "assets",
        chunkSizeWarningLimit: 600,
        // Read by the per-route size report and by the server, to preload a page's chunks.
        manifest: true,
        // The entry's chunks are preloaded by /boot.js, a few at a time. A page's chunk brings its own
        // imports: Vite's preloading of them put ~40 <link>s into the page in the task that starts
        // hydration, ~1 ms each on a phone (ADR 0041).
        modulePreload: { resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: "html" | "js" }) => (hostType === "html" ? deps : []) },
      },
}));
