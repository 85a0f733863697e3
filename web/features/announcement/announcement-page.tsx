// /announcement: announcements. Placeholder until the feature lands.
import { PlaceholderScreen } from "../../ui/screen";

export function AnnouncementPage() {
  return <PlaceholderScreen title="공지사항" />;
}
