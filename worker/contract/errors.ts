// The error messages both ends show when a call fails without a message of its own (docs/api.md "Envelope").

/** Anything unexpected: the host's 500, a call that got no envelope back. */
export const GENERIC_ERROR = "일시적인 오류가 발생했습니다. 다시 시도해주세요.";

/** A request whose body or query is not what the call takes, and no field has a message of its own. */
export const BAD_REQUEST = "요청 형식이 올바르지 않아요.";

/** A request body past what any call takes (BODY_BYTES_MAX; a photo: PHOTO_BYTES_MAX), refused before it is read. */
export const BODY_TOO_LARGE = "요청이 너무 커요. 내용을 줄여서 다시 보내주세요.";

/** A call past its rate limit (429), at the edge or in a jar's object. */
export const RATE_LIMITED = "요청이 너무 많아요. 잠시 후 다시 시도해주세요.";
