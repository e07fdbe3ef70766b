import fs from "node:fs";
import { fromRoot } from "./paths";

/**
 * The image is safe by default (ADR 0064). CI has no Docker, so the Dockerfile's promises are read from
 * it: a build stage and a runtime stage with production dependencies only, NODE_ENV=production, an
 * unprivileged user, a health check, and the compiled server run by plain node.
 */
describe("the Dockerfile", () => {
  const dockerfile = fs.readFileSync(fromRoot("Dockerfile"), "utf8");
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const runtime = stages.at(-1) ?? "";

  it("builds in one stage and runs in another", () => {
    expect(stages.map((s) => s.split("\n")[0])).toEqual(["node:20-bookworm-slim AS build", "node:20-bookworm-slim AS runtime"]);
    expect(runtime).toMatch(/npm install --omit=dev --ignore-scripts/);
    expect(runtime).toMatch(/COPY --from=build \/app\/server\/dist server\/dist/);
  });

  it("runs in production, as the node user, with a health check, the compiled server under plain node", () => {
    expect(runtime).toMatch(/^ENV NODE_ENV=production /m);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\n?.*\/healthz/m);
    const cmd = /^CMD (.*)$/m.exec(runtime)?.[1] ?? "";
    expect(JSON.parse(cmd)).toEqual(["node", "--max-semi-space-size=64", "--enable-source-maps", "server/dist/index.js"]);
    expect(runtime).not.toMatch(/\btsx\b|npm (start|run)/);
  });

  it("ships every file the server reads at run time", () => {
    for (const needed of ["prisma", "server/src/graphql/base.graphql", "server/src/modules", "server/assets", "schema.graphql", "client/dist", "client/dist-server"]) {
      expect(runtime).toContain(`COPY --from=build /app/${needed} ${needed}`);
    }
  });
});
