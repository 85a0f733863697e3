// /guide: the shared widget showcase. Placeholder until the feature lands.
import { PlaceholderScreen } from "../../ui/screen";

export function GuidePage() {
  return <PlaceholderScreen title="컴포넌트 가이드" />;
}
