// The praise relay (칭찬 릴레이, decision 022): the chain a praise belongs to, from its first praise to
// this one, as GET /api/receive-praise answers it (migration 0012: praises.relay_of).
import { RELAY_SHOWN_MAX, type RelayStep } from "../../contract/relay";
import { receiverNamesJson } from "./keepers";
import { senderNameSql } from "./sender-name";

// Each praise points at the one it continues, which was there before it: the walk ends at the
// first. The depth bound is a guard, not a limit any team reaches.
const CHAIN_SQL = `
  WITH RECURSIVE chain (id, relay_of, depth) AS (
    SELECT id, relay_of, 0 FROM praises WHERE uuid = ?1
    UNION ALL
    SELECT p.id, p.relay_of, c.depth + 1 FROM praises p JOIN chain c ON p.id = c.relay_of WHERE c.depth < 10000
  )
  SELECT ${senderNameSql("p", "m")} AS senderName, ${receiverNamesJson("p")} AS receiverNames,
         COALESCE(p.delivered_at, p.created_at) AS sentAt
    FROM chain c JOIN praises p ON p.id = c.id JOIN members m ON m.id = p.sender_id
   ORDER BY c.depth DESC`;

export const relayChainStatement = (db: D1Database, uuid: string) => db.prepare(CHAIN_SQL).bind(uuid);

type ChainRow = Omit<RelayStep, "receiverNames"> & { receiverNames: string };

/**
 * The chain as the contract answers it: nothing for a praise that continues none; else its first
 * praise and the last ones up to this one (RELAY_SHOWN_MAX in all), and how many there are.
 */
export const relayChain = (rows: readonly ChainRow[]): { relay: RelayStep[]; relayLength: number } => {
  if (rows.length < 2) return { relay: [], relayLength: 0 };
  const steps = rows.map((row) => ({ ...row, receiverNames: JSON.parse(row.receiverNames) as string[] }));
  const shown = steps.length <= RELAY_SHOWN_MAX ? steps : [steps[0]!, ...steps.slice(-(RELAY_SHOWN_MAX - 1))];
  return { relay: shown, relayLength: steps.length };
};
