// Group screens' line icons (decorative: the buttons carrying them have their own labels).
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

export const DragHandleIcon = () => (
  <svg aria-hidden="true" {...base}>
    <path d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01" strokeWidth={3} />
  </svg>
);

export const TrashIcon = () => (
  <svg aria-hidden="true" {...base} width={22} height={22}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </svg>
);

export const ChevronRightIcon = () => (
  <svg aria-hidden="true" {...base} width={22} height={22}>
    <path d="M9 5l7 7-7 7" />
  </svg>
);

export const PencilIcon = () => (
  <svg aria-hidden="true" {...base} width={22} height={22}>
    <path d="M4 20h4L19 9l-4-4L4 16v4z" />
    <path d="M13.5 6.5l4 4" />
  </svg>
);

export const PlusIcon = () => (
  <svg aria-hidden="true" {...base} width={20} height={20}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);
