// How a person is addressed: 님 once (SPEC §2 writes '<이름>님'). A name a team already gives with its
// honorific ('최고참선배님', up to NAME_MAX characters) keeps it as it is, never '…님님'. Plain
// function, no schema: drawn pages take it without the contract's valibot objects.

/** What an anonymous letter's writer is called, to everyone but its writer (the creator included). */
export const ANONYMOUS_NAME = "익명";
/** DELETE /api/member: what a member who leaves has sent and others kept shows this sender name. */
export const WITHDRAWN_MEMBER_NAME = "탈퇴한 회원";

/**
 * '이달콤' → '이달콤님'; '최고참선배님' stays '최고참선배님'; an empty name stays empty, and so do the
 * words that stand where no name is given ('익명', '탈퇴한 회원': '익명님의 꿀' addresses no one).
 */
export const honorific = (name: string) =>
  name === "" || name === ANONYMOUS_NAME || name === WITHDRAWN_MEMBER_NAME || /님\s*$/.test(name) ? name : `${name}님`;
