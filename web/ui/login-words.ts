// The login button's label: /login shows it and the guide quotes it. On its own, strings alone: the
// build writes it where it is shown (vite.config.ts, inlineConst), so the guide loads nothing of /login.

export const KAKAO_START_LABEL = "카카오로 시작하기";
