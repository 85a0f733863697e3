// /email/update: email change. Placeholder until the feature lands.
import { PlaceholderScreen } from "../../ui/screen";

export function EmailUpdatePage() {
  return <PlaceholderScreen title="이메일 변경" />;
}
