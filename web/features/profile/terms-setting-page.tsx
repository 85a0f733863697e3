// /setting/terms: the two required consents are shown locked on; marketing can be toggled
// (SPEC §6, §8 toasts).

import { CONSENT_LABELS } from "@contract/auth";
import type { ServiceConsent } from "@contract/member";
import { useQuery } from "@tanstack/react-query";
import { memberQueries, useUpdateConsent } from "../../api/member";
import { TERMS_LINKS } from "../../lib/external-links";
import { formatSeoulFullDate } from "../../lib/format-date";
import { BackButton } from "../../ui/back-button";
import { ExternalLink } from "../../ui/external-link";
import { LOADING_LABEL } from "../../ui/messages";
import { PageHeader } from "../../ui/page-header";
import { SwitchTrack } from "../../ui/switch-track";
import { styled } from "../../ui/theme";
import { useToast } from "../../ui/toast";

export const CONSENT_CHANGED = "약관 동의를 변경했어요";
/**
 * The marketing consent's change names its date and what it became, as Korea's rule for advertising
 * messages asks of a consent or its withdrawal (정보통신망법 §50): '… 2026년 11월 29일 마케팅 정보
 * 수신에 동의했어요.' after SPEC §8's toast.
 */
export const consentChanged = (emailMarketing: boolean, at = Date.now()) =>
  `${CONSENT_CHANGED}. ${formatSeoulFullDate(at)} 마케팅 정보 수신${emailMarketing ? "에 동의했어요" : "을 거부했어요"}.`;
export const CONSENT_CHANGE_FAILED = "약관 동의를 변경하는 중 오류가 발생했어요.";

const ROWS = [
  { key: "serviceTerm", label: CONSENT_LABELS.serviceTerm, required: true, href: TERMS_LINKS.serviceTerm },
  { key: "personalInfo", label: CONSENT_LABELS.personalInfo, required: true, href: TERMS_LINKS.personalInfo },
  { key: "emailMarketing", label: CONSENT_LABELS.emailMarketing, required: false, href: TERMS_LINKS.emailMarketing },
] as const satisfies readonly { key: keyof ServiceConsent; label: string; required: boolean; href: string }[];

const Page = styled("div", { flex: 1, display: "flex", flexDirection: "column" });
const Main = styled("main", { display: "flex", flexDirection: "column", padding: "$2 $5 $8" });
const List = styled("ul", { listStyle: "none", margin: 0, padding: 0 });
const Row = styled("li", {
  display: "flex",
  alignItems: "center",
  gap: "$3",
  minHeight: "72px",
  borderBottom: "1px solid $gray100",
});
const Text = styled("div", { flex: 1, display: "flex", flexDirection: "column", gap: "2px" });
// A <label> for the row's switch: tapping the words toggles it too (a button is labelable).
const RowLabel = styled("label", { fontSize: "$md", fontWeight: "$medium", cursor: "pointer" });
const Meta = styled("span", {
  fontSize: "$xs",
  color: "$textMuted",
  "& a": { color: "inherit", marginLeft: "$2" },
});
const Note = styled("p", { marginTop: "$4", fontSize: "$xs", color: "$textMuted" });

const Skeleton = styled("div", { height: "216px", borderRadius: "$lg", backgroundColor: "$gray100", marginTop: "$2" });

export function TermsSettingPage() {
  const toast = useToast();
  const consent = useQuery(memberQueries.consent());
  const change = useUpdateConsent();
  const toggleMarketing = (emailMarketing: boolean) =>
    change.mutateAsync({ emailMarketing }).then(
      () => toast.show(consentChanged(emailMarketing)),
      () => toast.show(CONSENT_CHANGE_FAILED),
    );

  const flags = consent.data;
  return (
    <Page>
      <PageHeader title="약관 동의 설정" left={<BackButton />} />
      <Main>
        {flags ? (
          <>
            <List>
              {ROWS.map((row) => {
                const on = row.key === "emailMarketing" && change.isPending ? !flags.emailMarketing : flags[row.key];
                return (
                  <Row key={row.key}>
                    <Text>
                      <RowLabel id={`consent-${row.key}`} htmlFor={`consent-${row.key}-switch`}>
                        {row.label}
                      </RowLabel>
                      <Meta>
                        {row.required ? "필수" : "선택"}
                        <ExternalLink href={row.href} aria-label={`${row.label} 내용 보기 (새 창)`}>
                          내용 보기
                        </ExternalLink>
                      </Meta>
                    </Text>
                    <SwitchTrack
                      id={`consent-${row.key}-switch`}
                      type="button"
                      role="switch"
                      aria-checked={on}
                      aria-labelledby={`consent-${row.key}`}
                      aria-busy={(!row.required && change.isPending) || undefined}
                      disabled={row.required || change.isPending}
                      onClick={() => void toggleMarketing(!flags.emailMarketing)}
                    />
                  </Row>
                );
              })}
            </List>
            <Note>필수 약관 동의는 서비스를 이용하는 동안 철회할 수 없어요.</Note>
          </>
        ) : consent.isError ? (
          <p role="alert">약관 동의 정보를 불러오지 못했어요.</p>
        ) : (
          <Skeleton role="status" aria-busy="true" aria-label={LOADING_LABEL} />
        )}
      </Main>
    </Page>
  );
}
