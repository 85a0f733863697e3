// The help modal behind the letter's help icon: the two praise styles, each with an example (SPEC §2).
import { Button } from "../../ui/button";
import { Modal } from "../../ui/modal";
import { styled } from "../../ui/theme";

const Styles = styled("div", { display: "flex", flexDirection: "column", gap: "$4" });
const Card = styled("section", {
  display: "flex",
  flexDirection: "column",
  gap: "$2",
  padding: "$4",
  borderRadius: "$md",
  backgroundColor: "$cream",
});
const Name = styled("h3", { fontSize: "$md", fontWeight: "$bold", color: "$honeyDark" });
const Text = styled("p", { fontSize: "$sm", color: "$text", lineHeight: "$normal" });
const Example = styled("p", {
  padding: "$3",
  borderRadius: "$sm",
  backgroundColor: "$white",
  fontSize: "$sm",
  color: "$textSub",
  lineHeight: "$normal",
  "& > strong": { display: "block", marginBottom: "$1", color: "$text", fontSize: "$xs" },
});
const Tip = styled("p", { fontSize: "$sm", color: "$textSub", lineHeight: "$normal" });

export function PraiseStyleModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="이렇게 칭찬해보세요" onClose={onClose} hideFooter>
      <Styles>
        <Card>
          <Name>행동 칭찬</Name>
          <Text>결과보다 그 과정에서 보여준 행동과 태도를 구체적으로 짚어 칭찬해요.</Text>
          <Example>
            <strong>예시</strong>
            회의 때마다 모두의 의견을 끝까지 듣고 정리해줘서 고마워요. 덕분에 다들 편하게 이야기할 수 있었어요.
          </Example>
        </Card>
        <Card>
          <Name>결과 칭찬</Name>
          <Text>노력으로 만들어 낸 성과와, 그 성과가 팀에 준 도움을 칭찬해요.</Text>
          <Example>
            <strong>예시</strong>
            꼼꼼하게 준비한 발표 자료 덕분에 이번 제안이 한 번에 통과됐어요. 정말 든든했어요!
          </Example>
        </Card>
        <Tip>무엇이 좋았는지, 어떤 도움이 되었는지 함께 적으면 더 달콤한 칭찬이 돼요.</Tip>
        <Button fullWidth onClick={onClose}>
          확인
        </Button>
      </Styles>
    </Modal>
  );
}
