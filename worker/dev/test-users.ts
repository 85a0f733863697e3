// The emulator's Kakao accounts. 1001 and 1002 are registered by worker/dev/seed.sql; 1003 is not;
// 1004 and 1005 are the demo story's colleagues (worker/dev/demo-story.sql, `npm start` on a new
// database): registered there, new (sign-up) anywhere else.
export const PRESET_USERS = [
  { id: "1001", nickname: "김꿀벌", note: "가입된 회원" },
  { id: "1002", nickname: "이달콤", note: "가입된 회원" },
  { id: "1003", nickname: "박새내기", note: "아직 가입 전" },
  { id: "1004", nickname: "박성실", note: "데모 이야기 회원" },
  { id: "1005", nickname: "최열정", note: "데모 이야기 회원" },
] as const;

/** A typed nickname always maps to the same Kakao id, so a tester can come back as the same person. */
export const kakaoIdForNickname = (nickname: string): string => {
  const preset = PRESET_USERS.find((u) => u.nickname === nickname);
  if (preset) return preset.id;
  let hash = 2166136261;
  for (const ch of nickname) hash = Math.imul(hash ^ ch.codePointAt(0)!, 16777619) >>> 0;
  return String(3_000_000_000 + (hash % 1_000_000_000));
};
