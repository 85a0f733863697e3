// Vite's `?raw` imports (a file's text), for tests that read the repository's own configuration, and
// its `import.meta.glob` (test/card-files.ts reads the card's static files through it).
/// <reference path="../../node_modules/vite/types/import-meta.d.ts" />
declare module "*?raw" {
  const text: string;
  export default text;
}
