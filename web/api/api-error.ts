// A failed call as every page sees it: the HTTP status and the message to show (SPEC §8). Apart from
// the client so a page can tell failures apart without importing the client (scripts/api-calls.mjs).
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    /** The HTTP status; 0 when the server could not be reached or did not answer in the envelope. */
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
