// The month's recap card (/recap): the part of the page saved as an image, so drawn with borders rather
// than inset shadows (html2canvas): counts against last month, the top 3 stamps, the fullest jar, the
// first and the latest praise, or the empty month's invitation.
import { groupLabel } from "@contract/group-label";
import { honorific } from "@contract/honorific";
import type { Recap, RecapPraise } from "@contract/recap";
import { receiverNamesOf, receiversLabel } from "@contract/receiver-names";
import type { Ref } from "react";
import { formatDotDate } from "../../lib/format-date";
import { styled } from "../../ui/theme";
import { comparison, isEmptyMonth, monthLabel } from "./recap-text";

// The part saved as an image: a white card, borders rather than inset shadows (html2canvas).
const Card = styled("section", {
  display: "flex",
  flexDirection: "column",
  gap: "$5",
  padding: "$5 $4",
  borderRadius: "$xl",
  backgroundColor: "$white",
  border: "1px solid $creamDeep",
  "@narrow": { padding: "$4 $3" },
});
const CardHead = styled("div", {
  display: "flex",
  alignItems: "center",
  gap: "$3",
  "& h3": { fontSize: "$lg", fontWeight: "$bold", lineHeight: "$tight", wordBreak: "keep-all" },
  "& p": { marginTop: "2px", fontSize: "$sm", color: "$textSub" },
});

const RelayLine = styled("p", {
  margin: 0,
  padding: "$2 $3",
  borderRadius: "$md",
  backgroundColor: "$cream",
  fontSize: "$sm",
  fontWeight: "$bold",
  color: "$honeyDark",
  textAlign: "center",
});
const Stats = styled("dl", { display: "grid", gridTemplateColumns: "1fr 1fr", gap: "$3", margin: 0 });
const Stat = styled("div", {
  display: "flex",
  flexDirection: "column",
  gap: "2px",
  padding: "$3",
  borderRadius: "$lg",
  backgroundColor: "$cream",
  border: "1px solid $creamDeep",
  "& dt": { fontSize: "$sm", color: "$textSub" },
  "& dd": { margin: 0, display: "flex", flexDirection: "column", gap: "2px" },
  "& dd > strong": {
    fontSize: "$3xl",
    fontWeight: "$bold",
    lineHeight: "$tight",
    color: "$honeyDark",
    fontVariantNumeric: "tabular-nums",
  },
  "& dd > span": { fontSize: "$xs", color: "$textMuted" },
});

const Section = styled("section", {
  display: "flex",
  flexDirection: "column",
  gap: "$2",
  "& > h4": { margin: 0, fontSize: "$sm", fontWeight: "$bold", color: "$textSub" },
});

const Stamps = styled("ol", {
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: "$2",
  "& li": {
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    gap: "2px",
    textAlign: "center",
    fontSize: "$xs",
    color: "$textSub",
    wordBreak: "keep-all",
  },
  "& li > img": { width: "72px", height: "63px" },
  "& li > b": { color: "$text", fontSize: "$sm" },
});

const Jar = styled("p", {
  display: "flex",
  alignItems: "center",
  gap: "$3",
  padding: "$3",
  borderRadius: "$lg",
  backgroundColor: "$gray50",
  border: "1px solid $gray100",
  fontSize: "$sm",
  "& b": { fontSize: "$md" },
  "& > span": { display: "flex", flexDirection: "column", minWidth: 0, overflowWrap: "anywhere" },
});

const Moments = styled("div", { display: "grid", gridTemplateColumns: "1fr", gap: "$2" });
const Moment = styled("article", {
  display: "flex",
  gap: "$3",
  padding: "$3",
  borderRadius: "$lg",
  backgroundColor: "$gray50",
  border: "1px solid $gray100",
  "& > img": { width: "48px", height: "42px", flexShrink: 0 },
  "& h5": { margin: 0, fontSize: "$xs", fontWeight: "$bold", color: "$honeyDark" },
  "& p": {
    display: "-webkit-box",
    WebkitBoxOrient: "vertical",
    WebkitLineClamp: 3,
    overflow: "hidden",
    fontSize: "$sm",
    lineHeight: "$normal",
    whiteSpace: "pre-line",
    overflowWrap: "anywhere",
  },
  "& small": { fontSize: "$xs", color: "$textMuted" },
  "& > div": { minWidth: 0, display: "flex", flexDirection: "column", gap: "2px" },
});

const Empty = styled("div", {
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "$2",
  padding: "$4 0 $2",
  textAlign: "center",
  "& p": { fontSize: "$sm", color: "$textSub", lineHeight: "$normal", wordBreak: "keep-all" },
  "& strong": { fontSize: "$md", color: "$text" },
});

function PraiseMoment({ title, praise }: { title: string; praise: RecapPraise }) {
  // A sent praise names everyone it went to (decision 023), as the landing and the sent list do.
  const who =
    praise.direction === "received"
      ? `From. ${praise.name}`
      : `To. ${receiversLabel(receiverNamesOf({ receiverName: praise.name, receiverNames: praise.receiverNames }))}`;
  return (
    <Moment>
      <img src={praise.stampUrl} alt={`${praise.stampName} 꿀도장`} width={48} height={42} />
      <div>
        <h5>{title}</h5>
        <p>{praise.content}</p>
        <small>
          {who} · <time dateTime={praise.date}>{formatDotDate(praise.date)}</time>
        </small>
      </div>
    </Moment>
  );
}

export function RecapCard({ recap, name, cardRef }: { recap: Recap; name: string; cardRef: Ref<HTMLElement> }) {
  const label = monthLabel(recap.month);
  const before = recap.previous;
  return (
    <Card ref={cardRef} aria-labelledby="recap-title" data-testid="recap-card">
      <CardHead>
        <img src="/images/logo.svg" alt="" width={48} height={48} />
        <div>
          <h3 id="recap-title">{`${name ? `${honorific(name)}의 ` : ""}${label} 꿀단지`}</h3>
          <p>{recap.current ? "이번 달 지금까지 주고받은 꿀이에요." : `${label}에 주고받은 꿀이에요.`}</p>
        </div>
      </CardHead>
      {isEmptyMonth(recap) ? (
        <Empty data-testid="recap-empty">
          <img src="/images/stamps/stamp-3.svg" alt="" width={96} height={83} />
          <strong>{recap.current ? "이번 달 꿀단지는 아직 비어 있어요" : `${label}에는 주고받은 꿀이 없어요`}</strong>
          <p>
            따뜻한 한마디가 꿀단지를 채워요.
            <br />
            {before.received + before.sent > 0
              ? `지난달에는 받은 꿀 ${before.received}개, 보낸 꿀 ${before.sent}개를 나눴어요.`
              : "동료에게 첫 꿀을 보내볼까요?"}
          </p>
        </Empty>
      ) : (
        <>
          <Stats>
            <Stat>
              <dt>받은 꿀</dt>
              <dd>
                <strong>{`${recap.received}개`}</strong>
                <span>{comparison(recap.received, before.received)}</span>
              </dd>
            </Stat>
            <Stat>
              <dt>보낸 꿀</dt>
              <dd>
                <strong>{`${recap.sent}개`}</strong>
                <span>{comparison(recap.sent, before.sent)}</span>
              </dd>
            </Stat>
          </Stats>
          {(recap.relays.continued > 0 || recap.relays.received > 0) && (
            <RelayLine data-testid="recap-relays">
              {`칭찬 릴레이: 이어간 릴레이 ${recap.relays.continued}번, 받은 릴레이 ${recap.relays.received}번`}
            </RelayLine>
          )}
          {recap.topStamps.length > 0 && (
            <Section aria-labelledby="recap-stamps">
              <h4 id="recap-stamps">가장 많이 주고받은 꿀도장</h4>
              <Stamps>
                {recap.topStamps.map((stamp, index) => (
                  <li key={stamp.imageUrl}>
                    <img src={stamp.imageUrl} alt="" width={72} height={63} />
                    <b>{stamp.stampName}</b>
                    {`${index + 1}위 · ${stamp.count}개`}
                  </li>
                ))}
              </Stamps>
            </Section>
          )}
          {recap.topJar && (
            <Section aria-labelledby="recap-jar">
              <h4 id="recap-jar">가장 달콤했던 꿀단지</h4>
              <Jar>
                <img src="/images/logo.svg" alt="" width={40} height={40} />
                <span>
                  <b>{groupLabel(recap.topJar.groupName)}</b>
                  {`이달 꿀 ${recap.topJar.count}개`}
                </span>
              </Jar>
            </Section>
          )}
          {recap.first && recap.latest && (
            <Section aria-labelledby="recap-moments">
              <h4 id="recap-moments">이달의 꿀 한 스푼</h4>
              <Moments>
                <PraiseMoment title="이달의 첫 꿀" praise={recap.first} />
                {(recap.latest.date !== recap.first.date || recap.latest.content !== recap.first.content) && (
                  <PraiseMoment title="가장 최근 꿀" praise={recap.latest} />
                )}
              </Moments>
            </Section>
          )}
        </>
      )}
    </Card>
  );
}
