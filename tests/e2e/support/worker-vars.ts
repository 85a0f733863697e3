// Extra `--var`s the run's one `wrangler dev` (tests/e2e/global-setup.ts) starts with, on top of
// wrangler.toml's local environment. Local only: production never sees them.
export const E2E_WORKER_VARS: Record<string, string> = {
  // The send page's delivery check and the complete page's receipt check ask this often instead of
  // every 3 s and 5 s (GET /auth/config's devPollIntervalMs; worker/lib/config.ts honours it only
  // with the emulators on). send-receive.test.ts's first journey keeps the real 3 s.
  DEV_POLL_INTERVAL_MS: "200",
};
