// Auth calls: the worker's code exchange and the host's login, reissue and logout (API.md "Auth").
import * as v from "valibot";
import { nonEmptyText, requestBody } from "./body";
import { envelopeOf } from "./envelope";

// PKCE verifier: RFC 7636 §4.1, 43–128 unreserved characters.
export const CodeVerifierSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9._~-]{43,128}$/, "code_verifier 형식이 올바르지 않아요."),
);

export const KakaoTokenRequestSchema = requestBody(
  {
    code: v.pipe(nonEmptyText("인가 코드"), v.maxLength(2048, "인가 코드가 너무 길어요.")),
    redirectUri: v.pipe(v.string(), v.url("redirectUri 형식이 올바르지 않아요.")),
    codeVerifier: v.optional(CodeVerifierSchema),
  },
  { code: "인가 코드" },
);
export type KakaoTokenRequest = v.InferOutput<typeof KakaoTokenRequestSchema>;

export const KakaoTokenDataSchema = v.object({ accessToken: v.string() });
export const KakaoTokenResponseSchema = envelopeOf(KakaoTokenDataSchema);

export const LoginDataSchema = v.object({
  accessToken: v.string(),
  refreshToken: v.string(),
  memberName: v.string(),
});
export type LoginData = v.InferOutput<typeof LoginDataSchema>;
export const LoginResponseSchema = envelopeOf(LoginDataSchema);

export const ReissueRequestSchema = requestBody(
  { accessToken: nonEmptyText("accessToken"), refreshToken: nonEmptyText("refreshToken") },
  {},
);
export type ReissueRequest = v.InferOutput<typeof ReissueRequestSchema>;

export const TokenPairSchema = v.object({ accessToken: v.string(), refreshToken: v.string() });
export type TokenPair = v.InferOutput<typeof TokenPairSchema>;
export const ReissueResponseSchema = envelopeOf(TokenPairSchema);

// Public, non-secret settings the client needs at run time (ours: one build for every environment).
export const ClientConfigSchema = v.object({
  kakaoAuthOrigin: v.string(),
  kakaoClientId: v.string(),
  kakaoJsKey: v.string(),
  kakaoSdkUrl: v.string(),
  kakaoTemplateId: v.string(),
});
export type ClientConfig = v.InferOutput<typeof ClientConfigSchema>;
export const ClientConfigResponseSchema = envelopeOf(ClientConfigSchema);
