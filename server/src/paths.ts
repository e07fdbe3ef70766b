import fs from "node:fs";
import path from "node:path";

/**
 * The project's root (the folder of package.json and prisma/), found from this file whether the server
 * runs from its sources (tsx, tests) or from the compiled bundle in server/dist: every file the server
 * reads at run time (migrations, the SDL, fonts, the client build) is named from here.
 */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json")) && fs.existsSync(path.join(dir, "prisma"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No project root (package.json beside prisma/) above ${from}`);
  }
}

export const PROJECT_ROOT = projectRoot(__dirname);

/** A path under the project's root, e.g. `fromRoot("prisma", "migrations")`. */
export const fromRoot = (...parts: string[]): string => path.join(PROJECT_ROOT, ...parts);
