// A member's call to the real worker's /api: GET without a body, POST with one; the envelope's data.
export const callApi = async (baseURL: string, path: string, token: string, body?: unknown) => {
  const res = await fetch(`${baseURL}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: any }).data;
};
