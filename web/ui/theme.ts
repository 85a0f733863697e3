// Design tokens and the stitches instance every component styles with (yellow/green palette,
// 12–32 px type in rem so the root font size scales all text).

import { TAP_HELD } from "@contract/early-taps";
import { createStitches, type CSS as StitchesCSS } from "@stitches/react";
import { forwardRef, type ReactElement, type Ref } from "react";

const stitches = createStitches({
  theme: {
    colors: {
      honey: "#FFD54A",
      honeyDeep: "#F5B700",
      honeyDark: "#8A6200", // honey brown for small text: ≥ 4.5:1 on white and cream
      cream: "#FFF8E1",
      creamDeep: "#FFEFC2",
      green: "#3DAA6D",
      greenDeep: "#247249", // green for text: ≥ 4.5:1 on white and on greenSoft (axe, WCAG AA)
      greenSoft: "#E3F4EA",
      text: "#1F1F1F",
      textSub: "#5C5C5C",
      textMuted: "#6B6B6B", // ≥ 4.5:1 on white and on cream (WCAG AA for body text)
      gray50: "#FAFAFA",
      gray100: "#F3F3F3",
      gray200: "#E6E6E6",
      gray300: "#CFCFCF",
      gray500: "#9E9E9E",
      white: "#FFFFFF",
      danger: "#D93025",
      kakao: "#FEE500",
      kakaoLabel: "rgba(0, 0, 0, 0.85)",
      focus: "#2E8A57",
    },
    // The phone's own Korean font, no web font (docs/decisions/014): iOS and macOS draw Latin in SF
    // and Hangul in Apple SD Gothic Neo; Android's sans-serif is Roboto with Noto Sans CJK KR (or the
    // maker's own Korean font); Windows has Malgun Gothic; Linux, Noto Sans CJK KR.
    fonts: {
      body: '-apple-system, BlinkMacSystemFont, "Apple SD Gothic Neo", "Noto Sans KR", "Noto Sans CJK KR", "Malgun Gothic", "맑은 고딕", sans-serif',
    },
    fontSizes: {
      xs: "0.75rem", // 12
      sm: "0.875rem", // 14
      md: "1rem", // 16
      lg: "1.125rem", // 18
      xl: "1.25rem", // 20
      "2xl": "1.5rem", // 24
      "3xl": "1.75rem", // 28
      "4xl": "2rem", // 32
    },
    fontWeights: { regular: 400, medium: 500, bold: 700 },
    lineHeights: { tight: 1.3, normal: 1.5 },
    space: { 1: "4px", 2: "8px", 3: "12px", 4: "16px", 5: "20px", 6: "24px", 8: "32px", 10: "40px", 12: "48px" },
    radii: { sm: "8px", md: "12px", lg: "16px", xl: "24px", pill: "999px" },
    shadows: {
      card: "0 4px 16px rgba(185, 133, 0, 0.12)",
      bubble: "0 6px 18px rgba(185, 133, 0, 0.18)",
    },
    sizes: { column: "480px", touch: "48px" },
  },
  media: {
    narrow: "(max-width: 359.98px)",
  },
});

export const { css, keyframes, globalCss, config, getCssText } = stitches;

type Built = ReturnType<typeof stitches.styled> & { render: (props: object, ref: Ref<unknown>) => ReactElement };

/** Stitches' own key on a styled component: what composing it into another (`styled(Card, …)`) reads. */
const COMPOSED = Symbol.for("sxs.internal");

/**
 * Stitches' `styled`, each component built when it is first drawn or named (its class, its selector,
 * `${Component}` in another's rule, composed into another), not when its module is evaluated: the
 * build (a memo key by JSON.stringify, then a hash of the styles) for every component of a chunk was
 * most of a drawn page's script evaluation, one long task before it listens, while a page draws a
 * fraction of them. Drawn, they are built inside hydration, which yields between components.
 * The rules still enter the sheet when a component is first drawn, as before.
 */
export const styled = ((...args: Parameters<typeof stitches.styled>) => {
  let built: Built | undefined;
  const build = () => {
    built ??= stitches.styled(...args) as Built;
    return built;
  };
  const component = forwardRef((props: object, ref) => build().render(props, ref));
  // Named as stitches names its components (a styled one composed keeps its name), for React's
  // developer tools and its warnings.
  const [type] = args as unknown[];
  const named = type as { displayName?: string; name?: string } | undefined;
  component.displayName =
    typeof type === "string"
      ? `Styled.${type}`
      : named?.displayName?.startsWith("Styled.")
        ? named.displayName
        : `Styled.${named?.displayName ?? named?.name ?? "Component"}`;
  return Object.defineProperties(component, {
    className: { get: () => build().className, enumerable: true },
    selector: { get: () => build().selector, enumerable: true },
    toString: { value: () => build().toString() },
    [COMPOSED]: { get: () => (build() as unknown as Record<symbol, unknown>)[COMPOSED] },
  });
}) as unknown as typeof stitches.styled;

/** A style object in our tokens, for `css` props passed through components. */
export type CSS = StitchesCSS<typeof config>;

export const globalStyles = globalCss({
  "*, *::before, *::after": { boxSizing: "border-box" },
  html: {
    fontSize: "16px",
    WebkitTextSizeAdjust: "100%",
    // SPEC: below 360 px the text scales to 80 %.
    "@narrow": { fontSize: "12.8px" },
  },
  body: {
    margin: 0,
    minHeight: "100dvh",
    fontFamily: "$body",
    fontSize: "$md",
    lineHeight: "$normal",
    color: "$text",
    backgroundColor: "$gray100",
    WebkitFontSmoothing: "antialiased",
    wordBreak: "keep-all",
  },
  "#root": { minHeight: "100dvh" },
  "h1, h2, h3, p": { margin: 0 },
  "button, input, textarea, select": { font: "inherit", color: "inherit" },
  "a, button": { WebkitTapHighlightColor: "transparent" },
  ":focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
  img: { display: "block", maxWidth: "100%" },
  // A control tapped before a drawn page listens (decision 029): pressed at once, acted on when it
  // listens. Above the control's own look (a global rule is no more specific than a component's).
  [`[${TAP_HELD}], label:has([${TAP_HELD}])`]: {
    opacity: "0.55 !important",
    transition: "none !important",
    cursor: "progress",
  },
  // Motion cut to the shortest duration (not none, so animationend and transitionend still fire) and
  // to one iteration, so a spinner rests instead of flickering through a turn every frame.
  "@media (prefers-reduced-motion: reduce)": {
    "*, *::before, *::after": {
      animationDuration: "0.01ms !important",
      animationDelay: "0s !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
      transitionDelay: "0s !important",
      scrollBehavior: "auto !important",
    },
  },
});
