// The praise card header (SPEC §2): profile image (number 1 when missing), group name, date, and
// 'To.' or 'From.' with the name.
import { formatDotDate } from "../lib/format-date";
import { styled } from "./theme";

export const DEFAULT_PROFILE_IMAGE = "/images/profile/profile-1.svg";

const Header = styled("div", { display: "flex", alignItems: "center", gap: "$3", minWidth: 0 });

const Avatar = styled("img", {
  width: "44px",
  height: "44px",
  flexShrink: 0,
  borderRadius: "$pill",
  objectFit: "cover",
  backgroundColor: "$creamDeep",
});

const Text = styled("div", { display: "flex", flexDirection: "column", gap: "2px", minWidth: 0, flex: 1 });

const Meta = styled("p", {
  display: "flex",
  gap: "$2",
  minWidth: 0,
  fontSize: "$xs",
  color: "$textSub",
  "& > span:first-child": { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
  "& > time": { flexShrink: 0, color: "$textMuted" },
});

const Who = styled("p", {
  overflow: "hidden",
  fontSize: "$md",
  fontWeight: "$bold",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  "& > span": { marginRight: "$1", color: "$honeyDark" },
});

export type PraiseCardHeaderProps = {
  profileImageUrl?: string | null;
  groupName: string;
  /** ISO 8601; omitted when unknown. */
  date?: string | null;
  /** 'to' on sent praise (the receiver's name follows), 'from' on received praise (the sender's). */
  direction: "to" | "from";
  name?: string;
};

export function PraiseCardHeader({ profileImageUrl, groupName, date, direction, name }: PraiseCardHeaderProps) {
  const shownDate = date ? formatDotDate(date) : "";
  return (
    <Header>
      <Avatar src={profileImageUrl || DEFAULT_PROFILE_IMAGE} alt="" width={44} height={44} />
      <Text>
        <Meta>
          <span>{groupName}</span>
          {shownDate && <time dateTime={date ?? undefined}>{shownDate}</time>}
        </Meta>
        {name !== undefined && (
          <Who>
            <span>{direction === "to" ? "To." : "From."}</span>
            {name}
          </Who>
        )}
      </Text>
    </Header>
  );
}
