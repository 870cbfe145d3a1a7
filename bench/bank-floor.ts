// The bank benchmark's floor: the least a transfer over HTTP can cost on this stack. Bare Hono
// and node-postgres, no session, validation, idempotency or audit: one prepared statement
// that locks both accounts in id order, moves the money and writes the two ledger rows, as
// the real transfer does. The real API is compared with it in the same run.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';

const TRANSFER = `
  WITH locked AS (
    SELECT id, civilian_id, account_number, balance_cents FROM bank_accounts
    WHERE id = $1::uuid OR account_number = $2::text ORDER BY id FOR UPDATE
  ), ok AS (
    SELECT s.id AS src, s.civilian_id AS src_civilian, s.account_number AS src_number,
      s.balance_cents AS src_balance, d.id AS dst, d.civilian_id AS dst_civilian,
      d.account_number AS dst_number, d.balance_cents AS dst_balance
    FROM locked s JOIN locked d ON d.account_number = $2::text AND d.id <> s.id
    WHERE s.id = $1::uuid AND s.balance_cents >= $3::bigint
  ), moved AS (
    UPDATE bank_accounts a SET
      balance_cents = CASE WHEN a.id = ok.src THEN ok.src_balance - $3::bigint
        ELSE ok.dst_balance + $3::bigint END,
      updated_at = now()
    FROM ok WHERE a.id IN (ok.src, ok.dst)
    RETURNING a.id
  ), entries AS (
    INSERT INTO bank_ledger (civilian_id, account_id, type, description, amount_cents,
      counterparty_account_number, created_at)
    SELECT src_civilian, src, 'transfer_out', 'Transfer', -$3::bigint, dst_number, now() FROM ok
    UNION ALL
    SELECT dst_civilian, dst, 'transfer_in', 'Transfer', $3::bigint, src_number, now() FROM ok
    RETURNING id
  )
  SELECT (SELECT count(*) FROM moved)::int AS moved, (SELECT count(*) FROM entries)::int AS entries`;

export interface FloorServer {
  port: number;
  close(): Promise<void>;
}

/** Serves POST /api/bank/transfer (the same body as the API's) with `poolSize` connections. */
export async function startFloorServer(
  databaseUrl: string,
  poolSize: number,
): Promise<FloorServer> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const app = new Hono().post('/api/bank/transfer', async (c) => {
    const body = await c.req.json<{
      fromAccountId: string;
      toAccountNumber: string;
      amount: number;
    }>();
    const { rows } = await pool.query<{ moved: number }>({
      name: 'floor_transfer',
      text: TRANSFER,
      values: [body.fromAccountId, body.toAccountNumber, Math.round(body.amount * 100)],
    });
    return rows[0]!.moved === 2 ? c.json({ success: true }) : c.json({ error: 'refused' }, 422);
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      await new Promise((r) => server.close(r));
      await pool.end();
    },
  };
}
