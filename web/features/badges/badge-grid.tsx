// The 3-column badge grid and its loading skeleton. Both share one tile geometry (image square, two
// name lines, one date line), so the grid does not move when the badges arrive.
import type { Badge } from "@contract/badge";
import { styled } from "../../ui/theme";
import { earnedLabel } from "./earned-date";

export const Grid = styled("ul", {
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  columnGap: "$3",
  rowGap: "$5",
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@narrow": { columnGap: "$2" },
});

const tileLayout = {
  boxSizing: "border-box",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "$1",
  width: "100%",
  padding: "$2 $1",
  borderRadius: "$md",
  textAlign: "center",
} as const;

const Tile = styled("button", {
  all: "unset",
  ...tileLayout,
  cursor: "pointer",
  transition: "background-color 0.15s ease, transform 0.1s ease",
  "@media (hover: hover)": { "&:hover": { backgroundColor: "rgba(255, 213, 74, 0.16)" } },
  "&:active": { transform: "scale(0.97)" },
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "1px" },
});

const SkeletonTile = styled("div", tileLayout);

const Art = styled("img", {
  width: "100%",
  maxWidth: "88px",
  aspectRatio: "1",
  height: "auto",
  variants: { locked: { true: { opacity: 0.55 } } },
});

const ArtBlank = styled("span", {
  display: "block",
  width: "100%",
  maxWidth: "88px",
  aspectRatio: "1",
  borderRadius: "$pill",
  backgroundColor: "$creamDeep",
});

// Two lines are always reserved for the name ('꿀 좀 받아본 사람' wraps in a narrow column).
const NAME_HEIGHT = "calc(2 * 1.3 * 0.875rem)";
const Name = styled("span", {
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  height: NAME_HEIGHT,
  marginTop: "$1",
  fontSize: "$sm",
  fontWeight: "$bold",
  lineHeight: "$tight",
  color: "$text",
  wordBreak: "keep-all",
  variants: { locked: { true: { color: "$textMuted" } } },
});

const DATE_HEIGHT = "calc(1.5 * 0.75rem)";
const When = styled("span", {
  height: DATE_HEIGHT,
  fontSize: "$xs",
  lineHeight: "$normal",
  color: "$honeyDark",
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
  variants: { locked: { true: { color: "$textMuted" } } },
});

const Bar = styled("span", {
  display: "block",
  borderRadius: "$pill",
  backgroundColor: "$creamDeep",
});

export function BadgeGrid({
  badges,
  openIndex,
  onOpen,
}: {
  badges: readonly Badge[];
  openIndex: number | null;
  onOpen: (index: number) => void;
}) {
  return (
    <Grid aria-label="배지 목록">
      {badges.map((badge, index) => {
        const locked = badge.completedDate === null;
        return (
          <li key={badge.name}>
            <Tile
              type="button"
              aria-haspopup="dialog"
              aria-expanded={openIndex === index}
              data-earned={!locked}
              onClick={() => onOpen(index)}
            >
              <Art src={badge.imageUrl} alt="" width={88} height={88} locked={locked} />
              <Name locked={locked}>{badge.name}</Name>
              <When locked={locked}>{earnedLabel(badge.completedDate)}</When>
            </Tile>
          </li>
        );
      })}
    </Grid>
  );
}

/** Six grey tiles of the same size as the real ones. */
export function BadgeGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Grid aria-hidden="true" data-testid="badge-skeleton">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity, never reordered
        <li key={index}>
          <SkeletonTile>
            <ArtBlank />
            <Name>
              <Bar css={{ width: "70%", height: "0.875rem" }} />
            </Name>
            <When>
              <Bar css={{ width: "64px", height: "0.75rem", marginTop: "2px" }} />
            </When>
          </SkeletonTile>
        </li>
      ))}
    </Grid>
  );
}
