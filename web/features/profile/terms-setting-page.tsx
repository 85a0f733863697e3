// /setting/terms: consent settings. Placeholder until the feature lands.
import { PlaceholderScreen } from "../../ui/screen";

export function TermsSettingPage() {
  return <PlaceholderScreen title="약관 동의 설정" />;
}
