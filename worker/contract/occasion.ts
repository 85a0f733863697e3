// A shared jar's occasion (docs/api.md "Added in the fourth round") and how each one looks: its
// colours and illustration, one theme the writing page, the reveal and the card image all draw from
// (decision 044). Plain data, so the stamp catalogue's contract can name occasions without the jar's.

export const JAR_OCCASIONS = ["FAREWELL", "BIRTHDAY", "PROMOTION", "WELCOME", "THANKS", "YEAR_END"] as const;
export type JarOccasion = (typeof JAR_OCCASIONS)[number];

/** The occasion as the UI says it (송별, 생일, 승진, 환영, 감사, 연말). */
export const OCCASION_LABELS: Readonly<Record<JarOccasion, string>> = {
  FAREWELL: "송별",
  BIRTHDAY: "생일",
  PROMOTION: "승진",
  WELCOME: "환영",
  THANKS: "감사",
  YEAR_END: "연말",
};

export type OccasionTheme = {
  /** The page's top and the summary card's lower edge: a pale tint. */
  soft: string;
  /** The summary card's upper edge and the card image's second stop: a stronger tint of the same hue. */
  deep: string;
  /** Text in the occasion's colour (its chip, the drops): at least 4.5:1 on white, `soft` and `deep`. */
  ink: string;
  /** The occasion's picture (a static SVG, so no page carries the six in its script). */
  illustration: string;
};

const picture = (name: string) => `/images/occasions/${name}.svg`;

export const OCCASION_THEMES: Readonly<Record<JarOccasion, OccasionTheme>> = {
  FAREWELL: { soft: "#EEF5FF", deep: "#D3E6FF", ink: "#1D4F86", illustration: picture("farewell") },
  BIRTHDAY: { soft: "#FFF1F6", deep: "#FFD9E7", ink: "#9B1F52", illustration: picture("birthday") },
  PROMOTION: { soft: "#F4F0FF", deep: "#E2D8FF", ink: "#4F2FB0", illustration: picture("promotion") },
  WELCOME: { soft: "#EEF8EE", deep: "#D2EFD4", ink: "#1F6634", illustration: picture("welcome") },
  THANKS: { soft: "#FFF6E6", deep: "#FFE3B8", ink: "#8A4300", illustration: picture("thanks") },
  YEAR_END: { soft: "#EFF2FA", deep: "#D8DFF1", ink: "#27386E", illustration: picture("year-end") },
};

/** The theme's colours as CSS custom properties, set on a page's root for its parts to read. */
export const occasionStyle = (occasion: JarOccasion) => {
  const theme = OCCASION_THEMES[occasion];
  return { "--occasion-soft": theme.soft, "--occasion-deep": theme.deep, "--occasion-ink": theme.ink };
};
