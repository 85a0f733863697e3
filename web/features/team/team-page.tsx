// /team, '우리 팀' (decision 034): everyone the member exchanged praise with, those they have not
// praised in four weeks (or ever) first and marked so, each with the day they last exchanged praise
// and '꿀 보내기', which fills send step 1 with the person and the group last used for them.
import { honorific } from "@contract/honorific";
import { isQuiet, type Person, TEAM_QUIET_DAYS, teamOrder } from "@contract/week";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useMemo } from "react";
import { useNavigate } from "react-router-dom";
import { clientConfigQuery } from "../../api/config";
import { weeklyQueries } from "../../api/weekly";
import { formatKoreanDate } from "../../lib/format-date";
import { startSendingTo } from "../../lib/send-to-person";
import { BackButton } from "../../ui/back-button";
import { Button } from "../../ui/button";
import { CenteredState } from "../../ui/centered-state";
import { PageHeader } from "../../ui/page-header";
import { Spinner } from "../../ui/spinner";
import { styled } from "../../ui/theme";
import { VisuallyHidden } from "../../ui/visually-hidden";

const SEND_TARGET = "/compliment/send/target";

const Page = styled("div", { flex: 1, display: "flex", flexDirection: "column", backgroundColor: "$white" });
const Main = styled("main", { flex: 1, display: "flex", flexDirection: "column", gap: "$4", padding: "$2 $5 $6" });
const Intro = styled("p", { fontSize: "$sm", color: "$textSub", wordBreak: "keep-all" });
const State = styled(CenteredState, { minHeight: "320px" });
const StateText = styled("p", { fontSize: "$md", color: "$text", wordBreak: "keep-all" });

const List = styled("ul", {
  display: "flex",
  flexDirection: "column",
  gap: "$2",
  margin: 0,
  padding: 0,
  listStyle: "none",
});
const Row = styled("li", {
  display: "flex",
  alignItems: "center",
  gap: "$3",
  padding: "$3 $3 $3 $4",
  borderRadius: "$md",
  backgroundColor: "$white",
  boxShadow: "inset 0 0 0 1px $colors$gray200",
  variants: { quiet: { true: { backgroundColor: "$cream", boxShadow: "inset 0 0 0 1px $colors$creamDeep" } } },
});
const Info = styled("div", { flex: 1, minWidth: 0, display: "flex", flexDirection: "column", gap: "2px" });
const Name = styled("h2", {
  fontSize: "$md",
  fontWeight: "$bold",
  lineHeight: "$tight",
  overflowWrap: "anywhere",
});
const Quiet = styled("p", { fontSize: "$xs", fontWeight: "$bold", color: "$honeyDark", wordBreak: "keep-all" });
const Meta = styled("p", { fontSize: "$xs", color: "$textMuted", wordBreak: "keep-all" });
const QUIET_WEEKS = TEAM_QUIET_DAYS / 7;

const Send = styled(Button, { flexShrink: 0, padding: "0 $4", fontSize: "$sm" });

/** The later of the two days, as the host orders people by it. */
const lastExchange = (person: Person) =>
  (person.lastSentAt ?? "") > (person.lastReceivedAt ?? "") ? person.lastSentAt : person.lastReceivedAt;

export function TeamPage() {
  const navigate = useNavigate();
  const people = useQuery(weeklyQueries.people());
  const receiversMax = useQuery(clientConfigQuery).data?.receiversMax ?? 1;
  const now = useMemo(() => Date.now(), []);
  const team = useMemo(() => (people.data ? teamOrder(people.data, now) : undefined), [people.data, now]);

  const sendTo = (person: Person) => {
    startSendingTo(person, receiversMax);
    void navigate(SEND_TARGET);
  };

  let body: ReactNode;
  if (people.isPending) {
    body = (
      <State role="status">
        <Spinner />
        <VisuallyHidden>팀원을 불러오는 중이에요</VisuallyHidden>
      </State>
    );
  } else if (people.isError || !team) {
    body = (
      <State>
        <StateText role="alert">팀원을 불러오지 못했어요.</StateText>
        <Button variant="secondary" onClick={() => void people.refetch()}>
          다시 시도
        </Button>
      </State>
    );
  } else if (team.length === 0) {
    body = (
      <State>
        <img src="/images/logo.svg" alt="" width={72} height={72} />
        <StateText>아직 꿀을 주고받은 팀원이 없어요</StateText>
        <Button onClick={() => void navigate(SEND_TARGET)}>꿀 보내기</Button>
      </State>
    );
  } else {
    body = (
      <>
        <Intro>한동안 꿀을 보내지 않은 팀원이 먼저 보여요.</Intro>
        <List aria-label={`팀원 ${team.length}명`}>
          {team.map((person) => (
            <TeamRow key={person.name} person={person} now={now} onSend={() => sendTo(person)} />
          ))}
        </List>
      </>
    );
  }

  return (
    <Page>
      <PageHeader left={<BackButton />} title="우리 팀" />
      <Main aria-busy={people.isPending || undefined}>{body}</Main>
    </Page>
  );
}

function TeamRow({ person, now, onSend }: { person: Person; now: number; onSend: () => void }) {
  const quiet = isQuiet(person, now);
  const last = lastExchange(person);
  const day = last ? formatKoreanDate(last, now) : "";
  return (
    <Row quiet={quiet} data-quiet={quiet}>
      <Info>
        <Name>{person.name}</Name>
        {quiet && (
          <Quiet>
            {person.lastSentAt === null ? "아직 꿀을 보내지 않았어요" : `${QUIET_WEEKS}주 넘게 꿀을 보내지 않았어요`}
          </Quiet>
        )}
        <Meta>{[person.groupName, day && `${day}에 마지막으로 주고받았어요`].filter(Boolean).join(" · ")}</Meta>
      </Info>
      <Send variant={quiet ? "primary" : "secondary"} onClick={onSend}>
        <VisuallyHidden>{`${honorific(person.name)}에게 `}</VisuallyHidden>꿀 보내기
      </Send>
    </Row>
  );
}
