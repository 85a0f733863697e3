// The group detail's line icons (decorative: the buttons carrying them have their own names).
const base = {
  width: 20,
  height: 20,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export const ListIcon = () => (
  <svg aria-hidden="true" {...base}>
    <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />
  </svg>
);

/** Three interlocking flat-topped hexagons: the stamp (honeycomb) view. */
export const HoneycombIcon = () => (
  <svg aria-hidden="true" {...base} strokeWidth={1.8}>
    <path d="M4 7.5L5.5 5h3L10 7.5 8.5 10h-3zM14 7.5L15.5 5h3L20 7.5 18.5 10h-3zM9 16.5l1.5-2.5h3l1.5 2.5-1.5 2.5h-3z" />
  </svg>
);

export const DownloadIcon = () => (
  <svg aria-hidden="true" {...base}>
    <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 17v2.5h14V17" />
  </svg>
);

export const MoveIcon = () => (
  <svg aria-hidden="true" {...base}>
    <path d="M4 12h14m0 0l-4.5-4.5M18 12l-4.5 4.5M20 5v14" />
  </svg>
);

export const CheckIcon = ({ size = 14 }: { size?: number }) => (
  <svg aria-hidden="true" {...base} width={size} height={size} strokeWidth={2.6}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);

export const ArrowDownIcon = () => (
  <svg aria-hidden="true" {...base}>
    <path d="M12 5v14m0 0l-5-5m5 5l5-5" />
  </svg>
);
