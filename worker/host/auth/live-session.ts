// A session ends when it ends (decision 020): an access token is good only while its session — the
// family it names, of the member it names — is live. The check costs no round trip of its own: the
// request's database is wrapped so that its first round trip, whatever the route sends (a read, a
// write, a batch), goes out as one batch with the check in front. A batch is one transaction, so
// when the session has ended the check's statement fails the whole batch: nothing the route meant
// to write is written, and the caller gets 401. A route that sends nothing is checked after it ran,
// before its answer leaves.
import { LOGIN_EXPIRED, SESSION_LIFETIME_SECONDS } from "../../contract/auth";
import { fail } from "../../lib/errors";

// json() of something that is not JSON is SQLite's way for a plain SELECT to fail: the batch stops
// there and rolls back. (RAISE() exists only in triggers.)
const GATE_SQL = `SELECT CASE WHEN EXISTS (
    SELECT 1 FROM sessions WHERE family_id = ?1 AND member_id = ?2 AND revoked_at IS NULL AND created_at > ?3
  ) THEN 1 ELSE json('session ended') END AS live`;
const LIVE_SQL =
  "SELECT 1 AS live FROM sessions WHERE family_id = ?1 AND member_id = ?2 AND revoked_at IS NULL AND created_at > ?3";

/** Sessions that began before this are past their absolute end (decision 026). */
const oldestLiveLogin = () => Math.floor(Date.now() / 1000) - SESSION_LIFETIME_SECONDS;

export type LiveSession = {
  /** The request's database, checking the session on its first round trip. */
  db: D1Database;
  /** Whether a round trip has checked the session yet. */
  readonly checked: boolean;
  /** Checks it now (the route sent nothing): false when the session has ended. */
  isLive: () => Promise<boolean>;
};

export const liveSession = (db: D1Database, memberId: number, family: string): LiveSession => {
  let checked = false;
  const real = new WeakMap<D1PreparedStatement, D1PreparedStatement>();
  const isLive = async () => (await db.prepare(LIVE_SQL).bind(family, memberId, oldestLiveLogin()).first()) !== null;

  const roundTrip = async <T>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> => {
    const unwrapped = statements.map((statement) => real.get(statement) ?? statement);
    if (checked) return db.batch<T>(unwrapped);
    try {
      const [, ...results] = await db.batch<T>([
        db.prepare(GATE_SQL).bind(family, memberId, oldestLiveLogin()),
        ...unwrapped,
      ]);
      checked = true;
      return results;
    } catch (error) {
      // The gate's failure, or the route's own? Asking again settles it (this path is rare).
      if (/malformed JSON/i.test(String(error)) && !(await isLive())) return fail(401, LOGIN_EXPIRED);
      throw error;
    }
  };

  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const wrapped = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values)),
      first: async (column?: string) => {
        if (checked) return column === undefined ? statement.first() : statement.first(column);
        const [result] = await roundTrip<Record<string, unknown>>([statement]);
        const row = result?.results[0] ?? null;
        return column === undefined ? row : (row?.[column] ?? null);
      },
      all: async () => (checked ? statement.all() : (await roundTrip([statement]))[0]),
      run: async () => (checked ? statement.run() : (await roundTrip([statement]))[0]),
      raw: async (options?: { columnNames?: boolean }) => {
        if (!checked) await roundTrip([]);
        return statement.raw(options as { columnNames: true });
      },
    } as unknown as D1PreparedStatement;
    real.set(wrapped, statement);
    return wrapped;
  };

  const guarded = {
    prepare: (sql: string) => wrap(db.prepare(sql)),
    batch: <T>(statements: D1PreparedStatement[]) => roundTrip<T>(statements),
    exec: async (sql: string) => {
      if (!checked) await roundTrip([]);
      return db.exec(sql);
    },
  } as unknown as D1Database;

  return {
    db: guarded,
    get checked() {
      return checked;
    },
    isLive,
  };
};
