// The six profile images as one radio group (SPEC §3, §9): each with its own border colour, and named
// by what it shows. The pictures are local (profile-N.svg); the server's index → url map says what N
// is saved as.
import { useId } from "react";
import { CheckMark } from "./check-mark";
import { styled } from "./theme";

/** Border colour per image index, as in the catalogue (0002_catalogue_seed.sql). */
export const PROFILE_BORDER_COLORS: Record<string, string> = {
  "1": "#FFC83D",
  "2": "#7BC67E",
  "3": "#FF9F6B",
  "4": "#7FB8F0",
  "5": "#C39BEB",
  "6": "#F58DB1",
};

export const PROFILE_INDEXES = [1, 2, 3, 4, 5, 6] as const;

/** What each picture shows: the name a screen reader gives its choice, under the group's legend. */
const PROFILE_IMAGE_NAMES: Record<(typeof PROFILE_INDEXES)[number], string> = {
  1: "꿀벌",
  2: "꿀단지",
  3: "꿀방울",
  4: "곰",
  5: "꽃",
  6: "벌집",
};

/** The local image for an index (SPEC §3: a matching index maps to profile-N.svg). */
export const profileImagePath = (idx: number | string) => `/images/profile/profile-${idx}.svg`;

/** The index of a saved image url: by the server's map, else by its profile-N.svg name, else null. */
export const profileIndexOf = (
  images: Record<string, string> | undefined,
  url: string | null | undefined,
): number | null => {
  const entry = Object.entries(images ?? {}).find(([, u]) => u === url);
  if (entry) return Number(entry[0]);
  const named = /profile-([1-6])\.svg$/.exec(url ?? "");
  return named ? Number(named[1]) : null;
};

const Grid = styled("div", {
  display: "grid",
  gridTemplateColumns: "repeat(3, 1fr)",
  gap: "$4",
  justifyItems: "center",
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

const Legend = styled("legend", {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
});

const Option = styled("label", {
  position: "relative",
  display: "block",
  width: "100%",
  maxWidth: "104px",
  aspectRatio: "1",
  borderRadius: "$pill",
  cursor: "pointer",
  "& input": { position: "absolute", opacity: 0, width: "1px", height: "1px", pointerEvents: "none" },
  "& img": {
    width: "100%",
    height: "100%",
    borderRadius: "$pill",
    borderStyle: "solid",
    borderWidth: "4px",
    transition: "transform 0.15s ease, box-shadow 0.15s ease",
  },
  "& input:focus-visible + img": { outline: "3px solid $focus", outlineOffset: "3px" },
  // The ring stays inside the cell, so the first column never touches the screen's edge.
  "& input:checked + img": {
    transform: "scale(0.94)",
    boxShadow: "0 0 0 3px $colors$white, 0 0 0 6px $colors$honeyDeep",
  },
});

// The mark sits on the picture's corner with a white ring that parts it from the picture.
const TickSpot = styled("span", {
  position: "absolute",
  right: "2px",
  bottom: "2px",
  display: "grid",
  borderRadius: "$pill",
  boxShadow: "0 0 0 2px $colors$white",
});

export type ProfileImagePickerProps = {
  value: number | null;
  onChange: (idx: number) => void;
  legend: string;
};

export function ProfileImagePicker({ value, onChange, legend }: ProfileImagePickerProps) {
  const name = useId();
  return (
    <Grid as="fieldset">
      <Legend>{legend}</Legend>
      {PROFILE_INDEXES.map((idx) => (
        <Option key={idx}>
          <input
            type="radio"
            name={name}
            value={idx}
            checked={value === idx}
            onChange={() => onChange(idx)}
            aria-label={PROFILE_IMAGE_NAMES[idx]}
          />
          <img
            src={profileImagePath(idx)}
            alt=""
            width={104}
            height={104}
            style={{ borderColor: PROFILE_BORDER_COLORS[idx] ?? "#E6E6E6" }}
          />
          {value === idx && (
            <TickSpot>
              <CheckMark size="md" />
            </TickSpot>
          )}
        </Option>
      ))}
    </Grid>
  );
}
