// Guide sections for controls: buttons, back button, text input.
import { EMAIL_MESSAGES } from "@contract/auth";
import { KOREAN_MESSAGES } from "@contract/rules";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { BackButton } from "../../ui/back-button";
import { Button } from "../../ui/button";
import { SEND_TO_GROUP_LABEL } from "../../ui/group-words";
import { KAKAO_START_LABEL } from "../../ui/login-words";
import { NAME_PLACEHOLDER } from "../../ui/messages";
import { TextInput } from "../../ui/text-input";
import { styled } from "../../ui/theme";
import { GuideSection, State, States } from "./guide-layout";

const Frame = styled("div", {
  display: "grid",
  placeItems: "center",
  width: "56px",
  height: "56px",
  borderRadius: "$md",
  backgroundColor: "$gray50",
  boxShadow: "inset 0 0 0 1px $colors$gray200",
  variants: {
    waiting: { true: { backgroundColor: "transparent", boxShadow: "none", border: "1.5px dashed $gray300" } },
  },
});

const Small = styled("p", { fontSize: "$xs", color: "$textSub" });

export function ButtonSection() {
  return (
    <GuideSection id="button" ko="버튼" en="Button">
      <States>
        <State caption="primary">
          <Button>꿀 보내기</Button>
        </State>
        <State caption="secondary">
          <Button variant="secondary">취소</Button>
        </State>
        <State caption="danger">
          <Button variant="danger">삭제</Button>
        </State>
        <State caption="kakao">
          <Button variant="kakao">{KAKAO_START_LABEL}</Button>
        </State>
        <State caption="pending (aria-busy)">
          <Button pending>저장</Button>
        </State>
        <State caption="disabled">
          <Button disabled>다음</Button>
        </State>
        <State caption="fullWidth" wide>
          <Button fullWidth>{SEND_TO_GROUP_LABEL}</Button>
        </State>
      </States>
    </GuideSection>
  );
}

export function BackButtonSection() {
  const navigate = useNavigate();
  const location = useLocation();
  const double = (location.state as { double?: boolean } | null)?.double === true;
  return (
    <GuideSection id="back-button" ko="뒤로 가기 버튼" en="BackButton">
      <States>
        <State caption="기본: 한 단계 뒤로">
          <Frame>
            <BackButton />
          </Frame>
        </State>
        <State caption="to: 지정한 곳(/)으로">
          <Frame>
            <BackButton to="/" />
          </Frame>
        </State>
        <State caption="double: 두 단계 뒤로">
          <Frame waiting={!double}>{double ? <BackButton /> : <Small>아래 버튼</Small>}</Frame>
        </State>
      </States>
      {double ? (
        <Small>지금 화면은 route state에 double이 있어서, 뒤로 가기 버튼이 두 단계 뒤로 가요.</Small>
      ) : (
        <Button variant="secondary" onClick={() => navigate("/guide#back-button", { state: { double: true } })}>
          double 상태로 이 화면 열기
        </Button>
      )}
    </GuideSection>
  );
}

export function TextInputSection() {
  const [empty, setEmpty] = useState("");
  const [ok, setOk] = useState("kkul@example.com");
  const [bad, setBad] = useState("김꿀벌과이달콤씨");
  return (
    <GuideSection id="text-input" ko="텍스트 입력" en="TextInput">
      <States stacked>
        <State caption="비어 있음 (placeholder)">
          <TextInput
            id="guide-input-empty"
            label="이름"
            value={empty}
            onChange={setEmpty}
            placeholder={NAME_PLACEHOLDER}
          />
        </State>
        <State caption="성공 메시지 (success)">
          <TextInput
            id="guide-input-success"
            label="이메일"
            value={ok}
            onChange={setOk}
            message={{ tone: "success", text: EMAIL_MESSAGES.verified }}
          />
        </State>
        <State caption="오류 메시지 (error)">
          <TextInput
            id="guide-input-error"
            label="받는 사람"
            value={bad}
            onChange={setBad}
            message={{ tone: "error", text: KOREAN_MESSAGES.nameTooLong }}
          />
        </State>
        <State caption="읽기 전용 (read-only)">
          <TextInput id="guide-input-readonly" label="그룹" value="꿀벌 프로젝트" onChange={() => {}} readOnly />
        </State>
      </States>
    </GuideSection>
  );
}
