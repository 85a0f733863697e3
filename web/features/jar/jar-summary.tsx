// The top of a shared jar (its writing page, its opening link, the worker's drawing of both): who it
// is for, the occasion, the title, how many drops (letters) and which stamps have gathered, and when
// it opens, in its occasion's colours and picture (decision 044). Reads nothing itself: the same
// markup on the server and in the browser.
import { monthDayText } from "@contract/days";
import { dDayLabel, type JarOccasion, OCCASION_LABELS } from "@contract/jar";
import { OCCASION_THEMES } from "@contract/occasion";
import type { Stamp } from "@contract/stamp";
import { styled } from "../../ui/theme";
import { VisuallyHidden } from "../../ui/visually-hidden";
import { occasionClass } from "./occasion-theme";

const Card = styled("section", {
  display: "grid",
  justifyItems: "center",
  gap: "$2",
  padding: "$5 $4",
  borderRadius: "$xl",
  // The occasion's tints (occasionStyle()), the honey's where none is set.
  background: "linear-gradient(180deg, var(--occasion-deep, $creamDeep) 0%, var(--occasion-soft, $cream) 100%)",
  textAlign: "center",
});
const Chips = styled("p", { margin: 0, display: "flex", gap: "$2", flexWrap: "wrap", justifyContent: "center" });
const Chip = styled("span", {
  padding: "2px $3",
  borderRadius: "$pill",
  fontSize: "$xs",
  fontWeight: "$bold",
  variants: {
    tone: {
      occasion: { backgroundColor: "$white", color: "var(--occasion-ink, $honeyDark)" },
      day: { backgroundColor: "$greenDeep", color: "$white" }, // ≥ 4.5:1 for its 12 px bold
    },
  },
});
const Title = styled("h1", {
  margin: 0,
  fontSize: "$xl",
  fontWeight: "$bold",
  lineHeight: "$tight",
  wordBreak: "keep-all",
  overflowWrap: "anywhere",
});
const To = styled("p", { margin: 0, fontSize: "$md", fontWeight: "$medium", color: "$textSub" });
const Jar = styled("img", { width: "96px", height: "96px" });
const Drops = styled("p", {
  margin: 0,
  fontSize: "$lg",
  fontWeight: "$bold",
  "& strong": { color: "var(--occasion-ink, $honeyDark)" },
});
const Opens = styled("p", { margin: 0, fontSize: "$sm", color: "$textSub" });
const Stamps = styled("ul", {
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: "$2",
  minHeight: "40px",
  "& li": { display: "flex", alignItems: "center", gap: "2px", fontSize: "$xs", fontWeight: "$bold" },
  "& img": { width: "36px", height: "32px" },
});

export type JarSummaryData = {
  title: string;
  recipientName: string;
  occasion: JarOccasion;
  opensOn: string;
  letterCount: number;
  stamps?: { honeyStampId: number; count: number }[];
  kept: boolean;
};

/** '12월 3일' from YYYY-MM-DD (a KST day, read as a calendar date). */
export const koreanDay = monthDayText;

export function JarSummary({
  jar,
  today,
  catalogue,
}: {
  jar: JarSummaryData;
  /** The KST day the page is drawn for (the worker's, then the browser's: the same day). */
  today: string;
  catalogue?: Stamp[];
}) {
  const stampOf = (id: number) => catalogue?.find((stamp) => stamp.id === id);
  return (
    <Card aria-label="꿀단지 정보" className={occasionClass(jar.occasion)}>
      <Chips>
        <Chip tone="occasion">{OCCASION_LABELS[jar.occasion]}</Chip>
        <Chip tone="day">{jar.kept ? "전달 완료" : dDayLabel(today, jar.opensOn)}</Chip>
      </Chips>
      <Title>{jar.title}</Title>
      <To>To. {jar.recipientName}</To>
      <Jar src={OCCASION_THEMES[jar.occasion].illustration} alt="" width={96} height={96} />
      <Drops>
        꿀방울 <strong>{jar.letterCount}</strong>개
      </Drops>
      {jar.stamps && jar.stamps.length > 0 && (
        <Stamps aria-label="모인 꿀도장">
          {jar.stamps.map(({ honeyStampId, count }) => {
            const stamp = stampOf(honeyStampId);
            return (
              <li key={honeyStampId}>
                {stamp ? <img src={stamp.imageUrl} alt="" width={36} height={32} /> : null}
                <span aria-hidden="true">×{count}</span>
                <VisuallyHidden>{`${stamp?.stampName ?? "꿀도장"} ${count}개`}</VisuallyHidden>
              </li>
            );
          })}
        </Stamps>
      )}
      <Opens>
        {jar.kept
          ? `${koreanDay(jar.opensOn)}에 열렸어요`
          : today >= jar.opensOn
            ? "오늘 열 수 있어요"
            : `${koreanDay(jar.opensOn)}에 열려요`}
      </Opens>
    </Card>
  );
}
