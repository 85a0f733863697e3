// Kakao's speech-bubble symbol, drawn inline (black, as Kakao's login button guide asks).
export function KakaoSymbol({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="#000"
        d="M12 3.2c-5.25 0-9.5 3.33-9.5 7.44 0 2.66 1.78 5 4.46 6.31l-.91 3.33c-.08.3.26.53.52.36l3.98-2.63c.47.05.95.08 1.45.08 5.25 0 9.5-3.33 9.5-7.45S17.25 3.2 12 3.2Z"
      />
    </svg>
  );
}
