// Extra `--var`s the run's one `wrangler dev` (tests/e2e/global-setup.ts) starts with, on top of
// wrangler.toml's local environment. Local only: production never sees them.
export const E2E_WORKER_VARS: Record<string, string> = {};
