// Addresses outside the app: terms documents, the service introduction and social accounts.
// Placeholders until the real pages exist. Links to them take externalLinkProps() (web/lib/in-app.ts):
// a new tab without an opener, or the phone's browser when inside KakaoTalk.
export const TERMS_LINKS = {
  serviceTerm: "https://kkul-danji.notion.site/terms-of-service",
  personalInfo: "https://kkul-danji.notion.site/privacy-policy",
  emailMarketing: "https://kkul-danji.notion.site/marketing-consent",
} as const;

export const SERVICE_INTRO_LINKS = [
  { label: "꿀단지 이야기", href: "https://kkul-danji.notion.site/about" },
  { label: "만든 사람들", href: "https://kkul-danji.notion.site/team" },
] as const;

export const SOCIAL_LINKS = [
  { label: "인스타그램", href: "https://www.instagram.com/kkul_danji", icon: "instagram" },
  { label: "블로그", href: "https://blog.naver.com/kkul_danji", icon: "blog" },
] as const;
