// Part of `npm run lint`: one way to call the API (CONTRIBUTING.md §2.3). Pages and features (web/app,
// web/features; tests aside) call the hooks web/api/<area>.ts exports and never the fetch client: no
// `api.get(`/`api.post(`/… call, no import of web/api/client, and no fetcher of their own (`queryFn:` or
// `mutationFn:`): a new call gets its fetcher and hook in web/api, its keys from that area's factory.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const ROOTS = ["web/app", "web/features"];
const isSource = (path) => /\.(ts|tsx)$/.test(path) && !/\.test\.tsx?$/.test(path);

const RULES = [
  {
    pattern: /\bapi\s*\.\s*(?:get|post|put|patch|delete|request)\s*(?:<[^>]*>)?\s*\(/,
    why: "calls the fetch client directly; add a fetcher and a hook to the area's module in web/api and call the hook",
  },
  {
    pattern: /(?:\bfrom\s*|\bimport\s*\(\s*)["'][^"']*\/api\/client(?:\.ts)?["']/,
    why: "imports the fetch client (web/api/client); use the area's hooks from web/api, and ApiError from web/api/api-error",
  },
  {
    pattern: /\b(?:queryFn|mutationFn)\s*:/,
    why: "defines a fetcher inline; queries and mutations live in web/api (spread the area's queryOptions to add `enabled`)",
  },
];

/** A line that is only a comment: `// …`, or a line of a block comment. */
const isComment = (line) => /^\s*(?:\/\/|\/\*|\*)/.test(line);

const files = ROOTS.flatMap((root) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(isSource),
);

const found = [];
for (const path of files) {
  readFileSync(path, "utf8")
    .split("\n")
    .forEach((line, index) => {
      if (isComment(line)) return;
      for (const { pattern, why } of RULES) {
        if (pattern.test(line)) found.push(`${path}:${index + 1}: ${why}`);
      }
    });
}
for (const line of found) console.error(line);
if (found.length > 0) {
  console.error(
    `\n${found.length} found: pages and features call the API only through web/api's hooks (CONTRIBUTING.md §2.3).`,
  );
  process.exit(1);
}
