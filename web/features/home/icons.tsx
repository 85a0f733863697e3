// Home's line icons (decorative: the buttons carrying them have their own labels).
const base = {
  width: 24,
  height: 24,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export const MenuIcon = () => (
  <svg aria-hidden="true" {...base}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);

export const PencilIcon = ({ size = 20 }: { size?: number }) => (
  <svg aria-hidden="true" {...base} width={size} height={size}>
    <path d="M4 20h4L19 9l-4-4L4 16v4z" />
    <path d="M13.5 6.5l4 4" />
  </svg>
);

export const ChevronRightIcon = ({ size = 20 }: { size?: number }) => (
  <svg aria-hidden="true" {...base} width={size} height={size}>
    <path d="M9 5l7 7-7 7" />
  </svg>
);

export const CardsIcon = () => (
  <svg aria-hidden="true" {...base} width={20} height={20}>
    <rect x="5" y="4" width="14" height="16" rx="3" />
  </svg>
);

export const ListIcon = () => (
  <svg aria-hidden="true" {...base} width={20} height={20}>
    <path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />
  </svg>
);

export const HoneyIcon = () => (
  <svg aria-hidden="true" {...base} width={20} height={20}>
    <path d="M6 9h12l-1 9a3 3 0 0 1-3 2.6h-4A3 3 0 0 1 7 18L6 9z" />
    <path d="M8 5h8v4H8z" />
  </svg>
);
