// A group's name where '그룹' follows it (SPEC §2: the card shows the name followed by ' 그룹'): a name
// that already ends in '그룹' ('영업 그룹', '스터디그룹') is never followed by a second one. Shared by
// the client and the card image the worker draws.
const ENDS_IN_GROUP = /그룹$/u;

/** '영업' → '영업 그룹'; '영업 그룹' → '영업 그룹'. */
export const groupLabel = (name: string) => (ENDS_IN_GROUP.test(name.trim()) ? name : `${name} 그룹`);

/** The same with the name quoted: '영업' → "'영업' 그룹"; '영업 그룹' → "'영업 그룹'". Either takes 을/으로. */
export const quotedGroupLabel = (name: string, [open, close]: readonly [string, string] = ["'", "'"]) =>
  ENDS_IN_GROUP.test(name.trim()) ? `${open}${name}${close}` : `${open}${name}${close} 그룹`;
