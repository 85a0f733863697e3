// The host's answer as the client reads it: `{ status, message, data }` with the HTTP status, for
// tests that stand in for the worker's /api in happy-dom.
export const envelope = (status: number, data: unknown, message = "성공") =>
  new Response(JSON.stringify({ status, message, data }), { status, headers: { "Content-Type": "application/json" } });
