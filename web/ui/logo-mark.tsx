// The 꿀단지 mark drawn inline (the same drawing as public/images/logo.svg), for the page the
// worker paints before anything else loads (/login): it arrives with the HTML instead of waiting
// behind the bundle for a request of its own on a slow network.
export function LogoMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="111" rx="34" ry="5" fill="#F5B700" opacity=".22" />
      <path
        d="M34 38h52c10 0 16 8 16 18v28c0 15-12 24-27 24H45c-15 0-27-9-27-24V56c0-10 6-18 16-18z"
        fill="#FFD54A"
        stroke="#F5B700"
        strokeWidth="3"
      />
      <path
        d="M21 50c2-7 7-11 14-11h50c7 0 12 4 14 11v4c0 3-2 5-5 5s-5-2-5-5v9c0 4-3 6-6 6s-6-2-6-6v-7c0 3-2 5-5 5s-5-2-5-5v12c0 4-3 7-6.5 7S53 76 53 72v-14c0 3-2 5-5 5s-5-2-5-5v5c0 4-3 6-6 6s-6-2-6-6v-9c0 3-2 5-5 5s-5-2-5-5z"
        fill="#F5B700"
      />
      <rect x="26" y="22" width="68" height="18" rx="9" fill="#3DAA6D" />
      <rect x="32" y="26" width="26" height="5" rx="2.5" fill="#fff" opacity=".35" />
      <rect x="50" y="12" width="20" height="12" rx="6" fill="#2E8A57" />
      <ellipse cx="32" cy="84" rx="5" ry="10" fill="#fff" opacity=".45" />
      <circle cx="48" cy="84" r="4.5" fill="#1F1F1F" />
      <circle cx="72" cy="84" r="4.5" fill="#1F1F1F" />
      <circle cx="49.5" cy="82.5" r="1.5" fill="#fff" />
      <circle cx="73.5" cy="82.5" r="1.5" fill="#fff" />
      <ellipse cx="40" cy="93" rx="5" ry="3" fill="#FF8A65" opacity=".45" />
      <ellipse cx="80" cy="93" rx="5" ry="3" fill="#FF8A65" opacity=".45" />
      <path d="M53 93q7 7 14 0" fill="none" stroke="#1F1F1F" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
