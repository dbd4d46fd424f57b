// Lint: correctness (typescript-eslint, React hooks), accessibility of JSX (jsx-a11y), and the import
// boundaries that keep each folder to one job (docs/decisions/0089-code-layout-and-lint.md).
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const TESTS = ["**/*.test.ts", "**/*.test.tsx", "test/**", "e2e/**"];

/** `no-restricted-imports` patterns: what a folder may not reach. */
const MOCKS = {
  group: ["**/mocks/*", "**/mocks"],
  message: "mocks/ is the bank's stand-in: only tests and the dev entry (dev/) use it.",
};
const SERVER_CODE = {
  group: [
    "**/*.server",
    ...["server", "session", "upstream", "features"].flatMap((folder) => [`~/${folder}/*`, `../${folder}/*`]),
  ],
  message: "Components run in the browser too: no server code.",
};
const OUTSIDE_DOMAIN = {
  group: [
    ...["server", "session", "upstream", "features", "routes", "components", "analytics"].flatMap((folder) => [
      `**/${folder}/*`,
      `~/${folder}/*`,
    ]),
    "@remix-run/*",
    "react",
    "react-dom",
    "express",
  ],
  message: "app/domain is pure rules: it imports only itself, zod and card-validator (ADR 0089).",
};

/**
 * Render-path objects do not start with a spread followed by more members (ADR 0141): in Node 20's V8
 * such an object gets a map of its own each time, so making it and jsx()'s copy of its keys cost
 * microseconds, ~10 µs per form field on every page. Components get both selectors in one block: a
 * later block's no-restricted-syntax replaces an earlier one's.
 */
const SPREAD_FIRST = "Node 20 makes such objects slowly (ADR 0141): put a plain member first, or spread alone.";
const OBJECT_SPREAD_FIRST = {
  selector: "ObjectExpression > SpreadElement:first-child:not(:last-child)",
  message: SPREAD_FIRST,
};
const JSX_SPREAD_FIRST = {
  // Children go into the props after the attributes: `<X {...a}>…</X>` is `{ ...a, children }`.
  selector:
    "JSXOpeningElement > JSXSpreadAttribute:first-child:not(:last-child), JSXElement[children.length>0] > JSXOpeningElement > JSXSpreadAttribute:first-child",
  message: SPREAD_FIRST,
};

/** The mock is the bank: it states SPEC's rules itself, so the app's slips show as refused requests. */
const APP_CODE = {
  group: ["~/*", "~/**", "**/app/*", "**/app/**"],
  message:
    "mocks/ is the bank: it keeps its own numbers and schemas (mocks/bank-numbers.ts, bank-contract.ts), never the app's.",
};
/** Tests that drive the mock through the app's client on purpose (test/bank-contract.test.ts compares the two). */
const MOCK_TESTS_WITH_APP = ["mocks/personas.test.ts", "mocks/standalone.test.ts"];

/** What a folder below another may not reach up to (imports flow routes → features → session, upstream → domain). */
const ABOVE = (folders, message) => ({
  group: folders.flatMap((folder) => [`~/${folder}/*`, `**/${folder}/*`]),
  message,
});
// Session and feature code may import a component's data contract (the types a loader answers with).
const SESSION_REACH = ABOVE(
  ["features", "routes"],
  "app/session is the session itself (manager, stores, sealing, data, card vault, form guards): feature logic belongs in app/features.",
);
const UPSTREAM_REACH = ABOVE(
  ["session", "features", "routes", "components"],
  "app/upstream is the bank's client: it knows nothing of our session, features or pages.",
);
const FEATURES_REACH = ABOVE(["routes"], "app/features is server logic: routes use it, not the other way.");
const SERVER_REACH = ABOVE(
  ["features", "routes", "components", "screens"],
  "app/server is infrastructure (environment, logger, caches, locks, Redis, the Express app): no feature, route or page. app/services.server.ts wires features to it.",
);
/** The composition root: only server.ts, tests and dev/ call it; app code may import its types (AppServices). */
const COMPOSITION_ROOT = {
  group: ["~/services.server", "**/services.server"],
  allowTypeImports: true,
  message: "app/services.server.ts is the composition root (server.ts builds it): app code imports only its types.",
};
/** Routes take form schemas through one barrel, a .server module, so zod stays out of every page (ADR 0002). */
const SCHEMA_MODULES = {
  group: ["zod", "zod/*", "@conform-to/zod", "@conform-to/zod/*", "~/domain/schemas/*", "**/domain/schemas/*"],
  message: "Routes import form schemas from ~/server/form-schemas.server only (ADR 0089): no zod, no schema module.",
};

/** A layer's import rule (its tests aside): no mocks, and nothing outside what the layer may reach. */
function layerImports(files, reach) {
  return {
    files: [files],
    ignores: TESTS,
    rules: { "no-restricted-imports": ["error", { patterns: [MOCKS, reach] }] },
  };
}

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "public/build/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "coverage/**",
      ".cache/**",
      "bench/anchor/build-*/**",
      "bench/anchor/public-*/**",
      "bench/anchor/.cache/**",
      "reports/**",
      ".stryker-tmp/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
      "no-empty": ["error", { allowEmptyCatch: true }],
      "no-restricted-imports": ["error", { patterns: [MOCKS] }],
    },
  },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    files: ["app/**/*.tsx"],
    rules: {
      // The error summary takes focus when a page comes back with errors (GOV.UK's pattern), and the
      // session dialog focuses its first button: both deliberate, both tested (e2e/a11y-enhancements).
      "jsx-a11y/no-autofocus": "off",
      // aria-invalid on each radio of an invalid group: screen readers announce it on the focused option.
      "jsx-a11y/role-supports-aria-props": "off",
    },
  },
  { files: ["app/components/**"], rules: { "no-restricted-imports": ["error", { patterns: [MOCKS, SERVER_CODE] }] } },
  { files: ["app/**/*.tsx"], ignores: TESTS, rules: { "no-restricted-syntax": ["error", JSX_SPREAD_FIRST] } },
  {
    files: ["app/components/**"],
    ignores: TESTS,
    rules: { "no-restricted-syntax": ["error", JSX_SPREAD_FIRST, OBJECT_SPREAD_FIRST] },
  },
  layerImports("app/domain/**", OUTSIDE_DOMAIN),
  layerImports("app/session/**", SESSION_REACH),
  layerImports("app/upstream/**", UPSTREAM_REACH),
  layerImports("app/features/**", FEATURES_REACH),
  layerImports("app/server/**", SERVER_REACH),
  layerImports("app/routes/**", SCHEMA_MODULES),
  {
    files: ["app/**"],
    ignores: [...TESTS, "app/services.server.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [COMPOSITION_ROOT] }] },
  },
  // No import cycles anywhere (ADR 0089); type-only imports do not count, they vanish at build.
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  // Test helpers named use… are not React hooks.
  {
    files: [...TESTS, "dev/**", "mocks/**", "scripts/**"],
    rules: {
      "no-restricted-imports": "off",
      "react-hooks/rules-of-hooks": "off",
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
  {
    files: ["mocks/**"],
    ignores: MOCK_TESTS_WITH_APP,
    rules: { "no-restricted-imports": ["error", { patterns: [APP_CODE] }] },
  },
);
