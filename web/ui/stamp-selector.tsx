// The honey stamps as one radio group: the eight (SPEC §2 step 2), or a jar occasion's own (decision
// 043). Tiles keep their size while loading, so nothing below moves when the list arrives. The caller
// brings the catalogue's query (stampsQuery() in web/api/stamps.ts).
import type { Stamp } from "@contract/stamp";
import { useId } from "react";
import { Button } from "./button";
import { STAMPS_LOAD_FAILED, STAMPS_LOADING } from "./jar-words";
import { OptionCard } from "./option-card";
import { keyframes, styled } from "./theme";
import { VisuallyHidden } from "./visually-hidden";

/** The part of the catalogue's query this shows: the stamps, a failure and a way to ask again. */
export type StampCatalogue = { data?: Stamp[]; isError: boolean; refetch: () => unknown };

const SKELETON_COUNT = 8;

const Section = styled("section", { display: "flex", flexDirection: "column", gap: "$3" });
const Title = styled("h3", { fontSize: "$md", fontWeight: "$bold" });

const Grid = styled("div", {
  display: "grid",
  gridTemplateColumns: "repeat(4, minmax(0, 1fr))",
  gap: "$2",
});

const Tile = styled(OptionCard, {
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "$1",
  padding: "$2 $1",
  "& img": {
    width: "100%",
    maxWidth: "64px",
    height: "auto",
    aspectRatio: "144 / 125",
    transition: "transform 0.15s ease",
  },
  "&:has(input:checked) img": { transform: "scale(1.08)" },
});

const Name = styled("span", {
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "2.6em", // two lines reserved, so a short name and a long one keep the same tile height
  fontSize: "$xs",
  fontWeight: "$medium",
  lineHeight: 1.3,
  color: "$textSub",
  textAlign: "center",
  wordBreak: "keep-all",
  "label:has(input:checked) &": { color: "$text", fontWeight: "$bold" },
});

const Badge = styled("span", {
  position: "absolute",
  top: "4px",
  right: "4px",
  display: "grid",
  placeItems: "center",
  width: "20px",
  height: "20px",
  borderRadius: "$pill",
  backgroundColor: "$honeyDeep",
  color: "$white",
});

const pulse = keyframes({ "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.55 } });
// Same box model as a Tile (padding, image box, two name lines), so the swap is seamless.
const Skeleton = styled("div", {
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "$1",
  padding: "$2 $1",
  borderRadius: "$md",
  backgroundColor: "$gray50",
  animation: `${pulse} 1.2s ease-in-out infinite`,
  "& > span:first-child": {
    width: "100%",
    maxWidth: "64px",
    aspectRatio: "144 / 125",
    borderRadius: "$sm",
    backgroundColor: "$gray100",
  },
  "& > span:last-child": { minHeight: "2.6em", fontSize: "$xs", lineHeight: 1.3 },
});

const Failure = styled("div", {
  gridColumn: "1 / -1",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "$3",
  minHeight: "216px",
  color: "$textSub",
  fontSize: "$sm",
});

export function StampSelector({
  stamps,
  selectedId,
  onSelect,
  name,
}: {
  stamps: StampCatalogue;
  selectedId: number | null;
  onSelect: (stamp: Stamp) => void;
  /** The field's name where the group is part of a form posted without script. */
  name?: string;
}) {
  const titleId = useId();

  return (
    <Section aria-labelledby={titleId}>
      <Title id={titleId}>꿀도장 선택</Title>
      {stamps.data ? (
        <Grid role="radiogroup" aria-labelledby={titleId}>
          {stamps.data.map((stamp) => (
            <Tile key={stamp.id}>
              <input
                type="radio"
                name={name ?? `${titleId}-stamp`}
                value={stamp.id}
                checked={stamp.id === selectedId}
                onChange={() => onSelect(stamp)}
              />
              <img src={stamp.imageUrl} alt="" width={64} height={56} />
              <Name>{stamp.stampName}</Name>
              {stamp.id === selectedId && (
                <Badge aria-hidden="true">
                  <svg aria-hidden="true" width="12" height="12" viewBox="0 0 14 14">
                    <path
                      d="M3 7.5l2.6 2.5L11 4.5"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2.2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </Badge>
              )}
            </Tile>
          ))}
        </Grid>
      ) : (
        <Grid>
          {stamps.isError ? (
            <Failure role="alert">
              <p>{STAMPS_LOAD_FAILED}</p>
              <Button variant="secondary" onClick={() => void stamps.refetch()}>
                다시 시도
              </Button>
            </Failure>
          ) : (
            <>
              {Array.from({ length: SKELETON_COUNT }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity, never reordered
                <Skeleton key={index} aria-hidden="true">
                  <span />
                  <span />
                </Skeleton>
              ))}
              <VisuallyHidden role="status">{STAMPS_LOADING}</VisuallyHidden>
            </>
          )}
        </Grid>
      )}
    </Section>
  );
}
