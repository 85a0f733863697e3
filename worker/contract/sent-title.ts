// A sent praise's title, as KakaoTalk's preview of its link (worker/edge/pages/preview.ts) and the send
// form's preview of that message (SPEC §2 step 2) say it. A module of its own: the shared contract
// modules every drawn page loads (honorific.ts among them) carry no code only the send form runs.
import { honorific } from "./honorific";

/** '이달콤님이 김꿀벌님에게 꿀을 보냈어요'. */
export const honeySentTitle = (sender: string, receiver: string) =>
  `${honorific(sender)}이 ${honorific(receiver)}에게 꿀을 보냈어요`;
