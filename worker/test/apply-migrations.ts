import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Each test file starts from the migrated (and seeded) schema on an empty database. The files of a
// run share one runtime (vitest.config.ts: isolate false), so what an earlier file left is dropped
// first — its triggers, views and tables, newest first so that no table goes before one that refers
// to it, the migrations' own record included — and the migrations run again. The local emulators'
// own tables (dev_*: Kakao's signing key, recorded shares, the mailbox) stay, as an outside service
// would; the emulators keep what they made in memory too.
const objects = await env.DB.prepare(
  `SELECT type, name FROM sqlite_master
    WHERE type IN ('trigger', 'view', 'table') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'dev_%'
    ORDER BY CASE type WHEN 'trigger' THEN 0 WHEN 'view' THEN 1 ELSE 2 END, rowid DESC`,
).all<{ type: string; name: string }>();
if (objects.results.length > 0)
  await env.DB.batch(
    objects.results.map(({ type, name }) =>
      env.DB.prepare(`DROP ${type.toUpperCase()} IF EXISTS "${name.replaceAll('"', '""')}"`),
    ),
  );
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
