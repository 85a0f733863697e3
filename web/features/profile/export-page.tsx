// /setting/export (내 꿀 내려받기, decision 020): every praise the member received and sent, as a
// spreadsheet file (CSV) or data (JSON). An ordinary browser downloads it; inside KakaoTalk (or any
// WebView), where a download is silently refused, the file is shown instead, to share to another
// app or copy — the same path as 이미지로 저장.
import type { ExportFormat } from "@contract/member";
import { useState } from "react";
import { type DownloadedFile, useExportPraise } from "../../api/member";
import { canShareFile, imageSavePath } from "../../lib/in-app";
import { downloadImage } from "../../lib/save-as-image";
import { BackButton } from "../../ui/back-button";
import { Button } from "../../ui/button";
import { DialogCloseButton, DialogFrame, DialogTitle } from "../../ui/dialog-frame";
import { PageHeader } from "../../ui/page-header";
import { styled } from "../../ui/theme";
import { useToast } from "../../ui/toast";

export const EXPORT_FAILED = "내 꿀을 내려받지 못했어요. 다시 시도해주세요.";
export const EXPORT_COPIED = "내용을 복사했어요";

const Page = styled("div", { flex: 1, display: "flex", flexDirection: "column" });
const Main = styled("main", { display: "flex", flexDirection: "column", gap: "$4", padding: "$2 $5 $8" });
const Lead = styled("p", { fontSize: "$md", lineHeight: "$normal", wordBreak: "keep-all" });
const Fields = styled("ul", {
  margin: 0,
  padding: "$4 $5",
  borderRadius: "$lg",
  backgroundColor: "$gray50",
  fontSize: "$sm",
  color: "$textSub",
  lineHeight: "$normal",
  listStylePosition: "inside",
});
const Choice = styled("div", { display: "flex", flexDirection: "column", gap: "$2" });
const ChoiceHint = styled("p", { fontSize: "$xs", color: "$textMuted", wordBreak: "keep-all" });
const Preview = styled("pre", {
  maxHeight: "50dvh",
  overflow: "auto",
  margin: "$3 0",
  padding: "$3",
  borderRadius: "$md",
  backgroundColor: "$gray50",
  fontSize: "$xs",
  lineHeight: "1.5",
  whiteSpace: "pre-wrap",
  wordBreak: "break-all",
});
const Actions = styled("div", { display: "flex", gap: "$2" });
const ViewerHead = styled("div", { display: "flex", alignItems: "center", justifyContent: "space-between", gap: "$2" });
const ViewerNote = styled("p", { fontSize: "$sm", color: "$textSub", wordBreak: "keep-all" });

type Shown = DownloadedFile & { text: string };

const FORMATS: { format: ExportFormat; label: string; hint: string }[] = [
  { format: "csv", label: "엑셀용 파일(CSV)로 받기", hint: "엑셀, 구글 시트, 한셀에서 바로 열려요." },
  { format: "json", label: "데이터 파일(JSON)로 받기", hint: "다른 서비스로 옮기거나 보관할 때 좋아요." },
];

export function ExportPage() {
  const toast = useToast();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const exportPraise = useExportPraise();

  const take = async (format: ExportFormat) => {
    if (busy) return;
    setBusy(format);
    try {
      const file = await exportPraise.mutateAsync(format);
      if (imageSavePath() === "download") downloadImage(file.blob, file.fileName);
      else setShown({ ...file, text: (await file.blob.text()).replace(/^\ufeff/, "") });
    } catch (error) {
      console.error("내 꿀 내려받기 실패", error);
      toast.show(EXPORT_FAILED);
    } finally {
      setBusy(null);
    }
  };

  const asFile = shown && new File([shown.blob], shown.fileName, { type: shown.blob.type });
  const share = async () => {
    if (!asFile) return;
    await navigator.share({ files: [asFile], title: shown.fileName }).catch(() => {});
  };
  const copy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.text);
      toast.show(EXPORT_COPIED);
    } catch {
      toast.show(EXPORT_FAILED);
    }
  };

  return (
    <Page>
      <PageHeader title="내 꿀 내려받기" left={<BackButton to="/profile" />} />
      <Main>
        <Lead>받은 꿀과 보낸 꿀을 모두 파일 하나로 내려받아 간직할 수 있어요.</Lead>
        <Fields aria-label="담기는 내용">
          <li>받은 꿀, 보낸 꿀 구분</li>
          <li>그룹, 꿀도장, 날짜</li>
          <li>보낸 사람, 받는 사람, 칭찬 내용</li>
          <li>꿀 답장</li>
        </Fields>
        {FORMATS.map(({ format, label, hint }) => (
          <Choice key={format}>
            <Button
              variant={format === "csv" ? "primary" : "secondary"}
              fullWidth
              pending={busy === format}
              disabled={busy !== null && busy !== format}
              onClick={() => void take(format)}
            >
              {label}
            </Button>
            <ChoiceHint>{hint}</ChoiceHint>
          </Choice>
        ))}
      </Main>
      {shown && (
        <DialogFrame open placement="center" onClose={() => setShown(null)} css={{ padding: "$5", gap: "$2" }}>
          <ViewerHead>
            <DialogTitle>{shown.fileName}</DialogTitle>
            <DialogCloseButton />
          </ViewerHead>
          <ViewerNote>
            이 앱 안에서는 파일을 바로 저장할 수 없어요. 다른 앱으로 보내거나 내용을 복사해주세요.
          </ViewerNote>
          <Preview tabIndex={0} aria-label="파일 내용">
            {shown.text}
          </Preview>
          <Actions>
            {asFile && canShareFile(asFile) && (
              <Button fullWidth onClick={() => void share()}>
                다른 앱으로 보내기
              </Button>
            )}
            <Button fullWidth variant="secondary" onClick={() => void copy()}>
              내용 복사하기
            </Button>
          </Actions>
        </DialogFrame>
      )}
    </Page>
  );
}
