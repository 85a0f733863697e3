// A member's profile image in its border colour (SPEC §3: index N shows the local profile-N.svg;
// image 1 when the url matches none).
import { PROFILE_BORDER_COLORS, profileImagePath, profileIndexOf } from "../../ui/profile-image-picker";
import { styled } from "../../ui/theme";

const Image = styled("img", { borderRadius: "$pill", borderStyle: "solid", backgroundColor: "$white" });

export function ProfileAvatar({
  images,
  url,
  size = 96,
}: {
  images: Record<string, string> | undefined;
  url: string;
  size?: number;
}) {
  const idx = profileIndexOf(images, url) ?? 1;
  return (
    <Image
      src={profileImagePath(idx)}
      alt="프로필 이미지"
      width={size}
      height={size}
      css={{
        width: size,
        height: size,
        borderWidth: size >= 80 ? 4 : 3,
        borderColor: PROFILE_BORDER_COLORS[String(idx)] ?? "#FFC83D",
      }}
    />
  );
}
