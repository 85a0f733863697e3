// The two displays of a tab's praise (SPEC §2): the list (two lines of the letter, the name, the
// stamp) and the honeycomb of stamps (rows of 2 and 3 interlocking 144×125 tiles). Each praise is a
// button: outside select mode it opens the detail; in select mode it toggles (aria-pressed).

import { honorific } from "@contract/honorific";
import { reactionOf } from "@contract/reaction";
import { letterKeepers, type PraiseLetter, type PraiseTab } from "../../api/praise";
import { formatDotDate } from "../../lib/format-date";
import { CheckMark } from "../../ui/check-mark";
import { KeptReceipt } from "../../ui/kept-receipt";
import { styled } from "../../ui/theme";
import { HEX_COLUMNS, HEX_ROW_OVERLAP, HEX_TILE_HEIGHT, HEX_TILE_WIDTH, hexRows, isShiftedRow } from "./hex-layout";

export type PraiseViewProps = {
  tab: PraiseTab;
  letters: readonly PraiseLetter[];
  selecting: boolean;
  selected: ReadonlySet<number>;
  onPick: (letter: PraiseLetter) => void;
  /** Stamp names by image url, for the images' text. */
  stampNames: ReadonlyMap<string, string>;
};

const who = (tab: PraiseTab) => (tab === "receive" ? "From." : "To.");

// ---- list ----

const List = styled("ul", {
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: "$2",
});

const Item = styled("button", {
  all: "unset",
  boxSizing: "border-box",
  display: "flex",
  alignItems: "center",
  gap: "$3",
  width: "100%",
  minHeight: "88px",
  padding: "$3 $4 $3 $3",
  borderRadius: "$lg",
  backgroundColor: "$gray50",
  boxShadow: "inset 0 0 0 1px $colors$gray100",
  cursor: "pointer",
  transition: "background-color 0.15s ease, box-shadow 0.15s ease",
  "@media (hover: hover)": { "&:hover": { backgroundColor: "$cream" } },
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
  "&[aria-pressed='true']": { backgroundColor: "$cream", boxShadow: "inset 0 0 0 2px $colors$honeyDeep" },
});

const ListStamp = styled("img", { width: "56px", height: "49px", flexShrink: 0, objectFit: "contain" });

const Text = styled("span", { flex: 1, minWidth: 0, display: "flex", flexDirection: "column", gap: "$1" });

const Letter = styled("span", {
  display: "-webkit-box",
  WebkitBoxOrient: "vertical",
  WebkitLineClamp: 2,
  overflow: "hidden",
  fontSize: "$sm",
  lineHeight: "$normal",
  color: "$text",
  whiteSpace: "pre-line",
  overflowWrap: "anywhere",
});

const Meta = styled("span", {
  display: "flex",
  alignItems: "baseline",
  gap: "$2",
  minWidth: 0,
  fontSize: "$xs",
  color: "$textMuted",
  "& > b": {
    overflow: "hidden",
    textOverflow: "ellipsis",
    whiteSpace: "nowrap",
    fontWeight: "$bold",
    color: "$textSub",
  },
  "& > b > span": { marginRight: "2px", color: "$honeyDark" },
  "& > time": { flexShrink: 0 },
});

export function PraiseList({ tab, letters, selecting, selected, onPick, stampNames }: PraiseViewProps) {
  return (
    <List>
      {letters.map((letter) => {
        const on = selected.has(letter.id);
        const stampName = stampNames.get(letter.stampUrl);
        return (
          <li key={letter.id}>
            <Item
              type="button"
              aria-pressed={selecting ? on : undefined}
              onClick={() => onPick(letter)}
              data-testid="praise-item"
            >
              <ListStamp
                src={letter.stampUrl}
                alt={stampName ? `${stampName} 꿀도장` : "꿀도장"}
                width={56}
                height={49}
                loading="lazy"
              />
              <Text>
                <Letter>{letter.content}</Letter>
                <Meta>
                  <b>
                    <span>{who(tab)}</span>
                    {letter.name}
                  </b>
                  <time dateTime={letter.date}>{formatDotDate(letter.date)}</time>
                </Meta>
                {tab === "send" && <KeptReceipt keepers={letterKeepers(letter)} />}
              </Text>
              {selecting && <CheckMark on={on} />}
            </Item>
          </li>
        );
      })}
    </List>
  );
}

// ---- honeycomb ----

/** A tile's height as a share of the grid's width (a row of 3 fills it). */
const TILE_HEIGHT_OF_WIDTH = HEX_TILE_HEIGHT / HEX_TILE_WIDTH / HEX_COLUMNS;
const pct = (share: number) => `${(share * 100).toFixed(4)}%`;

const Grid = styled("div", {
  margin: "0 auto",
  padding: "$2 0",
  width: "100%",
  maxWidth: `${HEX_TILE_WIDTH * HEX_COLUMNS}px`,
});

const Row = styled("div", {
  display: "flex",
  // A row's margin percentages are of the grid's width, like the tiles' widths.
  "& + &": { marginTop: pct(-HEX_ROW_OVERLAP * TILE_HEIGHT_OF_WIDTH) },
  // Half a tile in (a margin: a padding would shrink the row's tiles, whose widths are of its box).
  variants: { shifted: { true: { "& > :first-child": { marginLeft: pct(1 / HEX_COLUMNS / 2) } } } },
});

// The stamp art's hexagon (flat top and bottom, points left and right), in tile percentages.
const HEXAGON = "polygon(26% 1%, 74% 1%, 97% 48.5%, 74% 96%, 26% 96%, 3% 48.5%)";

const Tile = styled("div", {
  position: "relative",
  width: pct(1 / HEX_COLUMNS),
  aspectRatio: `${HEX_TILE_WIDTH} / ${HEX_TILE_HEIGHT}`,
  flexShrink: 0,
  // Only the hexagon takes taps: the tiles' boxes overlap, their hexagons do not.
  pointerEvents: "none",
});

const TileButton = styled("button", {
  all: "unset",
  position: "absolute",
  inset: 0,
  clipPath: HEXAGON,
  pointerEvents: "auto",
  cursor: "pointer",
  transition: "transform 0.15s ease",
  "&:focus-visible": { outline: "none" },
  "&:active": { transform: "scale(0.97)" },
  "& img": { width: "100%", height: "100%" },
  // Selected: a green wash over the stamp.
  "&[aria-pressed='true']::after": {
    content: "''",
    position: "absolute",
    inset: 0,
    backgroundColor: "rgba(46, 138, 87, 0.16)",
  },
});

/** The outline drawn around a focused or selected hexagon (outside the button, which is clipped). */
const Ring = styled("svg", {
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  overflow: "visible",
  opacity: 0,
  transition: "opacity 0.15s ease",
  "& polygon": { fill: "none", strokeWidth: 6, strokeLinejoin: "round" },
  [`${Tile}:has(button:focus-visible) &`]: { opacity: 1, "& polygon": { stroke: "$focus" } },
  // Green, so the mark stands out on every stamp colour (honey would vanish on the yellow ones).
  variants: { on: { true: { opacity: 1, "& polygon": { stroke: "$greenDeep" } } } },
});

const TileCheckSpot = styled("span", {
  position: "absolute",
  top: "9%",
  left: "50%",
  transform: "translateX(-50%)",
  display: "grid",
  borderRadius: "$pill",
  boxShadow: "0 1px 4px rgba(0, 0, 0, 0.2)",
});

const tileLabel = (tab: PraiseTab, letter: PraiseLetter) =>
  `${tab === "receive" ? `${honorific(letter.name)}이 보낸 꿀` : `${honorific(letter.name)}에게 보낸 꿀`}, ${formatDotDate(letter.date)}${
    tab === "send" && letter.savedAt ? `, 꿀단지에 담김 ${formatDotDate(letter.savedAt)}` : ""
  }${tab === "send" && letter.reaction ? `, ‘${reactionOf(letter.reaction).label}’ 답장` : ""}`;

export function PraiseHoneycomb({ tab, letters, selecting, selected, onPick, stampNames }: PraiseViewProps) {
  return (
    // Rows are only layout: the praise are the list's items.
    <Grid role="list" data-testid="praise-honeycomb">
      {hexRows(letters).map((row, rowIndex) => (
        <Row key={row[0]!.id} shifted={isShiftedRow(rowIndex)}>
          {row.map((letter) => {
            const on = selected.has(letter.id);
            const stampName = stampNames.get(letter.stampUrl);
            return (
              <Tile key={letter.id} role="listitem" data-testid="praise-tile">
                <TileButton
                  type="button"
                  aria-label={tileLabel(tab, letter)}
                  aria-pressed={selecting ? on : undefined}
                  title={stampName}
                  onClick={() => onPick(letter)}
                >
                  <img src={letter.stampUrl} alt="" width={HEX_TILE_WIDTH} height={HEX_TILE_HEIGHT} loading="lazy" />
                  {selecting && (
                    <TileCheckSpot>
                      <CheckMark on={on} tone="green" />
                    </TileCheckSpot>
                  )}
                </TileButton>
                <Ring viewBox={`0 0 ${HEX_TILE_WIDTH} ${HEX_TILE_HEIGHT}`} on={selecting && on} aria-hidden="true">
                  <polygon points="38,3 106,3 139,60.5 106,118.5 38,118.5 5,60.5" />
                </Ring>
              </Tile>
            );
          })}
        </Row>
      ))}
    </Grid>
  );
}
