// ESLint: correctness rules for TypeScript and React, accessibility rules for the client's JSX,
// and the import rules that keep the layers honest (ADR 0060).
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import globals from "globals";

const features = readdirSync(new URL("./client/src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serverModules = readdirSync(new URL("./server/src/modules", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Who may import whom. Each zone forbids `target` from importing `from`. */
const boundaries = [
  // A server module's front door is its index.ts: everything outside the module imports only that (ADR 0063).
  ...serverModules.map((module) => ({
    target: ["./server/src/*.ts", "./server/src/!(modules)/**", `./server/src/modules/!(${module})/**`, "./server/test/**", "./bench/**", "./scripts/**"],
    from: `./server/src/modules/${module}`,
    except: ["./index.ts"],
    message: `Other code imports the ${module} module through its front door, server/src/modules/${module}/index.ts.`,
  })),
  // A client feature never imports another feature: what two features share moves to components/ or lib/.
  ...features.map((feature) => ({
    target: `./client/src/features/${feature}`,
    from: "./client/src/features",
    except: [`./${feature}`],
    message: "A feature does not import another feature; move what they share to components/ or lib/.",
  })),
  // The layers below the features never reach up into them, nor into the app shell.
  {
    target: ["./client/src/lib", "./client/src/components"],
    from: ["./client/src/features", "./client/src/app"],
    message: "lib/ and components/ sit below the features and the app shell.",
  },
  { target: "./client/src/features", from: "./client/src/app", message: "Features do not import the app shell." },
  // Server modules hold the domain; the transports (GraphQL, REST, HTTP) sit above them.
  {
    target: "./server/src/modules",
    from: ["./server/src/graphql", "./server/src/rest", "./server/src/http"],
    message: "A module does not import a transport (graphql/, rest/, http/); the transport passes what it needs.",
  },
  // shared/ is used by both sides and depends on neither.
  { target: "./shared", from: ["./client", "./server"], message: "shared/ imports nothing of the client or the server." },
  // The client never bundles server code.
  { target: "./client", from: "./server", message: "The client does not import server code; share through shared/." },
];

export default tseslint.config(
  {
    ignores: [
      "node_modules/**",
      "client/dist/**", "client/dist-server/**", "server/dist/**",
      "client/src/gql/**",
      "server/src/generated/**",
      "coverage/**",
      "e2e/artifacts/**",
      "e2e/test-results/**",
      "bench/results/**",
      ".data/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [
        createTypeScriptImportResolver({ project: ["tsconfig.json", "client/tsconfig.json"], noWarnOnMultipleProjects: true }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: boundaries }],
      "import-x/no-self-import": "error",
      "import-x/no-duplicates": "error",
      "import-x/no-useless-path-segments": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ["client/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    // Tests read JSON answers whose shape their assertions check; `any` there is a reading aid, not a type.
    files: ["**/*.test.{ts,tsx}", "client/src/test/**", "e2e/**", "server/test/**"],
    languageOptions: { globals: { ...globals.jest } },
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // A source file past 400 lines of code holds more than one job, or data that belongs in a JSON file
    // beside its loader (ADR 0063). Tests are tables of behaviour and are not held to it.
    files: ["server/src/**/*.ts", "client/src/**/*.{ts,tsx}", "shared/**/*.ts", "bench/**/*.ts", "scripts/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}", "client/src/test/**", "client/src/gql/**", "server/src/generated/**"],
    rules: { "max-lines": ["error", { max: 400, skipBlankLines: true, skipComments: true }] },
  },
  // Playwright reads a fixture's dependencies from its first parameter, so a fixture that needs none takes `{}`.
  { files: ["e2e/**"], rules: { "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }] } },
  {
    // Two type-aware rules, for the promise nobody awaits or catches (an unhandled rejection ends a Node
    // process). JSX handlers may return a promise: React ignores it, and react-hook-form's handleSubmit
    // returns one by design.
    files: ["server/src/**/*.ts", "client/src/**/*.{ts,tsx}", "shared/**/*.ts", "bench/**/*.ts"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  // CommonJS files that Jest loads with require().
  {
    files: ["**/*.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
