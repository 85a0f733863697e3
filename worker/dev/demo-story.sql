-- A living demo (local only; `npm start` applies it once, to a database with no groups and no praise
-- yet, after worker/dev/seed.sql; the e2e tests never get it, demo-story.test.ts checks it against
-- the host). Six weeks in a small office, told in the rows the praise host itself would have
-- written (docs/api.md "The host's rules"):
--   김꿀벌 (마케팅) and 이달콤 (디자인) from seed.sql, and two colleagues who can log in through the
--   Kakao emulator too: 박성실 (개발, Kakao id 1004) and 최열정 (영업, Kakao id 1005);
--   33 praises, all delivered (send_status as Kakao's webhook sets it, a share_deliveries row each),
--   the last three the launch retro's: one to three colleagues in a group chat, all three keeping it,
--   and a relay three praises long (decision 022);
--   most saved by their receivers, a few moved to another group, a few still waiting to be saved
--   (and one to 정다정, a colleague who has not joined); all 8 stamps; the badges those counts earned,
--   dated when the threshold was crossed; thirteen thank-back reactions, three of them not yet seen by
--   their senders; one announcement.
-- Dates are relative to now, in the host's format strftime('%Y-%m-%dT%H:%M:%fZ'): office hours in
-- Korea (KST = UTC+9), from 43 days ago up to 2 days ago, so every one of them is in the past.
-- wrangler runs the file as one batch (one transaction): all of it or nothing. The marker row makes
-- a second run fail, and so change nothing.

-- The marker: scripts/local-worker.mjs looks for this table, and creates the same one with story 0
-- for `npm start -- --fresh` (started empty on purpose).
CREATE TABLE IF NOT EXISTS dev_demo_story (
  id         INTEGER PRIMARY KEY CHECK (id = 1),
  story      INTEGER NOT NULL CHECK (story IN (0, 1)),
  decided_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
INSERT INTO dev_demo_story (id, story) VALUES (1, 1);

-- ---------- the script: staging tables, dropped at the end ----------

-- Who is who: member ids through their Kakao links (seed.sql's 1001 and 1002, ours below; the
-- e-mail, image and marketing consent of bee and sweet are only what seed.sql gave them).
CREATE TABLE dev_demo_cast (who TEXT PRIMARY KEY, kakao_id TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL,
  image_url TEXT NOT NULL, email_marketing INTEGER NOT NULL, kst TEXT NOT NULL, joined_at TEXT, member_id INTEGER);
INSERT INTO dev_demo_cast (who, kakao_id, name, email, image_url, email_marketing, kst) VALUES
  ('bee',     '1001', '김꿀벌', 'honeybee@example.com', '/images/profile/profile-1.svg', 0, '09:00'),
  ('sweet',   '1002', '이달콤', 'sweet@example.com',    '/images/profile/profile-2.svg', 1, '09:20'),
  ('sincere', '1004', '박성실', 'sincere@example.com',  '/images/profile/profile-4.svg', 0, '10:00'),
  ('passion', '1005', '최열정', 'passion@example.com',  '/images/profile/profile-3.svg', 1, '10:30');

-- Groups: created in this order, so order_idx is 1..N per member, as POST /api/group numbers them.
CREATE TABLE dev_demo_group (who TEXT NOT NULL, name TEXT NOT NULL, order_idx INTEGER NOT NULL,
  days_ago INTEGER NOT NULL, kst TEXT NOT NULL);
INSERT INTO dev_demo_group (who, name, order_idx, days_ago, kst) VALUES
  ('bee',     '마케팅팀',       1, 42, '09:10'),
  ('bee',     '프로덕트 스쿼드', 2, 42, '09:12'),
  ('bee',     '점심 메이트',     3, 35, '12:50'),
  ('sweet',   '프로덕트 스쿼드', 1, 42, '10:05'),
  ('sweet',   '디자인팀',       2, 42, '10:06'),
  ('sweet',   '점심 메이트',     3, 30, '12:20'),
  ('sincere', '프로덕트 스쿼드', 1, 42, '11:00'),
  ('sincere', '개발팀',         2, 42, '11:01'),
  ('passion', '마케팅팀',       1, 42, '09:30'),
  ('passion', '점심 메이트',     2, 42, '09:31');

-- The praise, oldest first. chat: where the sender shared it (MemoChat = 나와의 채팅).
-- saved_into: the receiver's group (NULL: not saved yet); moved_into / sender_moved_into: where the
-- receiver / the sender later moved it. Stamps: 1 왕꼼꼼이, 2 센스 만점, 3 긍정 파워, 4 성실의 아이콘,
-- 5 협업의 신, 6 꽉찬 리더십, 7 불타는 열정왕, 8 능력치 만렙.
CREATE TABLE dev_demo_praise (n INTEGER PRIMARY KEY, days_ago INTEGER NOT NULL, kst TEXT NOT NULL,
  sender TEXT NOT NULL, sender_group TEXT NOT NULL, receiver_name TEXT NOT NULL, stamp_id INTEGER NOT NULL,
  project INTEGER NOT NULL, chat TEXT NOT NULL, saver TEXT, saved_into TEXT, save_after_min INTEGER,
  moved_into TEXT, sender_moved_into TEXT, content TEXT NOT NULL,
  uuid TEXT, created_at TEXT, delivered_at TEXT, saved_at TEXT);
INSERT INTO dev_demo_praise (n, days_ago, kst, sender, sender_group, receiver_name, stamp_id, project, chat,
  saver, saved_into, save_after_min, moved_into, sender_moved_into, content) VALUES
  (1, 41, '10:20', 'bee', '마케팅팀', '최열정', 3, 1, 'DirectChat', 'passion', '마케팅팀', 40, NULL, NULL,
   '열정님, 첫 주간회의부터 분위기 메이커가 되어 주셔서 고마워요. 덕분에 봄 캠페인 킥오프가 한결 가볍게 시작됐어요. 이번 분기도 잘 부탁드려요!'),
  (2, 40, '15:10', 'sweet', '프로덕트 스쿼드', '김꿀벌', 2, 1, 'DirectChat', 'bee', '프로덕트 스쿼드', 25, NULL, NULL,
   '꿀벌님이 정리해 주신 사용자 인터뷰 요약 덕분에 디자인 방향을 금방 잡았어요. 핵심만 쏙쏙 뽑아내는 센스, 정말 최고예요!'),
  (3, 38, '11:30', 'sincere', '프로덕트 스쿼드', '이달콤', 5, 1, 'MultiChat', 'sweet', '프로덕트 스쿼드', 90, NULL, NULL,
   '달콤님, 시안이 바뀔 때마다 개발 쪽 영향부터 먼저 물어봐 주셔서 일정이 하루도 안 밀렸어요. 같이 일하기 정말 편해요.'),
  (4, 37, '13:05', 'bee', '프로덕트 스쿼드', '이달콤', 3, 0, 'DirectChat', 'sweet', '디자인팀', 30, '점심 메이트', '점심 메이트',
   '월요일 점심에 숨은 맛집 찾아 주셔서 한 주를 기분 좋게 시작했어요. 달콤님이랑 밥 먹으면 늘 웃다가 들어와요. 다음엔 제가 살게요!'),
  (5, 36, '17:40', 'passion', '마케팅팀', '김꿀벌', 1, 1, 'DirectChat', 'bee', '마케팅팀', 15, NULL, NULL,
   '보도자료 최종본에서 날짜 오타 잡아 주신 거, 정말 큰일 날 뻔했어요. 꿀벌님의 꼼꼼함 덕분에 무사히 배포했습니다. 감사합니다!'),
  (6, 34, '10:50', 'bee', '프로덕트 스쿼드', '박성실', 4, 1, 'DirectChat', 'sincere', '프로덕트 스쿼드', 30, NULL, NULL,
   '성실님, 어젯밤 배포 이슈를 끝까지 붙잡고 해결해 주셔서 고마워요. 아침에 보니 모니터링이 전부 초록불이라 마음이 놓였어요. 오늘은 꼭 일찍 들어가세요!'),
  (7, 33, '14:20', 'sweet', '디자인팀', '최열정', 7, 1, 'DirectChat', 'passion', '마케팅팀', 120, NULL, NULL,
   '열정님이 고객 피드백을 하나하나 모아서 전해 주신 덕분에 이번 배너 개선이 가능했어요. 그 에너지, 저도 본받을게요!'),
  (8, 31, '16:00', 'sincere', '개발팀', '김꿀벌', 2, 1, 'DirectChat', 'bee', '프로덕트 스쿼드', 45, NULL, NULL,
   '마케팅 일정이랑 개발 일정을 한 장으로 정리해 주셔서 회의가 30분이나 줄었어요. 꿀벌님 덕분에 개발팀 모두 제때 퇴근했습니다!'),
  (9, 30, '12:40', 'passion', '점심 메이트', '이달콤', 3, 0, 'MultiChat', 'sweet', '점심 메이트', 20, NULL, NULL,
   '오늘 점심 자리에서 달콤님 덕분에 다들 빵 터졌어요. 마감 주간이라 다들 지쳐 있었는데 웃을 일이 생겨서 정말 좋았어요!'),
  (10, 29, '11:15', 'bee', '마케팅팀', '정다정', 4, 0, 'MultiChat', NULL, NULL, NULL, NULL, NULL,
   '다정님, 새로 오신 분들 온보딩을 하나하나 세심하게 챙겨 주셔서 팀 분위기가 한결 따뜻해졌어요. 늘 먼저 손 내밀어 주셔서 감사해요.'),
  (11, 27, '15:30', 'sweet', '프로덕트 스쿼드', '김꿀벌', 6, 1, 'MultiChat', 'bee', '프로덕트 스쿼드', 60, NULL, NULL,
   '스프린트 회고 진행해 주셔서 감사해요. 아쉬운 점도 편하게 말할 수 있는 분위기를 만들어 주는 꿀벌님, 진짜 리더감이에요.'),
  (12, 26, '10:05', 'passion', '마케팅팀', '박성실', 8, 1, 'DirectChat', 'sincere', '프로덕트 스쿼드', 35, '개발팀', NULL,
   '랜딩 페이지가 눈에 띄게 빨라졌어요! 전환율도 벌써 올랐대요. 성실님 손만 닿으면 뭐든 빨라지는 것 같아요.'),
  (13, 24, '17:10', 'bee', '프로덕트 스쿼드', '이달콤', 2, 1, 'DirectChat', 'sweet', '프로덕트 스쿼드', 35, NULL, NULL,
   '앱 아이콘 시안 세 개가 다 예뻐서 고르기 힘들었어요. 사용자 입장에서 한 번 더 생각한 디테일이 보여요. 역시 달콤님!'),
  (14, 23, '13:30', 'sincere', '프로덕트 스쿼드', '김꿀벌', 4, 1, 'DirectChat', 'bee', '프로덕트 스쿼드', 50, NULL, NULL,
   'QA 요청 목록을 매일 아침 빠짐없이 업데이트해 주셔서 버그가 하나도 새어 나가지 않았어요. 꾸준함이 제일 어렵다는데 꿀벌님은 그걸 해내시네요.'),
  (15, 22, '11:00', 'sweet', '점심 메이트', '최열정', 3, 0, 'MultiChat', 'passion', '점심 메이트', 15, NULL, NULL,
   '열정님이 추천해 준 칼국수집, 점심 메이트 전원 대만족이었어요! 덕분에 오후 회의도 든든하게 버텼어요.'),
  (16, 20, '16:20', 'bee', '마케팅팀', '최열정', 7, 1, 'DirectChat', 'passion', '마케팅팀', 90, NULL, NULL,
   '박람회 부스 준비하느라 주말까지 고생 많으셨어요. 현장에서 열정님이 설명하시니까 지나가던 분들이 다 발걸음을 멈추더라고요. 최고예요!'),
  (17, 19, '10:40', 'passion', '마케팅팀', '김꿀벌', 2, 1, 'DirectChat', 'bee', '마케팅팀', 20, NULL, NULL,
   '캠페인 카피 한 줄 바꿨을 뿐인데 클릭률이 두 배가 됐어요. 꿀벌님 문장 센스는 정말 따라갈 수가 없네요!'),
  (18, 17, '14:50', 'sweet', '디자인팀', '박성실', 1, 1, 'DirectChat', 'sincere', '프로덕트 스쿼드', 70, NULL, NULL,
   '디자인 QA 때 1px 어긋난 곳까지 다 맞춰 주셔서 감동받았어요. 화면이 시안이랑 똑같이 나와서 디자인팀 모두 박수 쳤어요.'),
  (19, 16, '12:30', 'bee', '점심 메이트', '이달콤', 5, 0, 'DirectChat', 'sweet', '점심 메이트', 40, NULL, NULL,
   '점심시간 쪼개서 제 발표 자료 봐 주셔서 고마워요. 달콤님 한마디에 장표가 확 살아났어요. 커피는 제가 살게요!'),
  (20, 15, '15:00', 'sincere', '개발팀', '최열정', 1, 1, 'DirectChat', 'passion', '마케팅팀', 200, NULL, NULL,
   '고객 문의를 유형별로 깔끔하게 정리해서 공유해 주셔서 우선순위 잡기가 정말 쉬웠어요. 개발팀이 제일 고마워하는 사람이 열정님이에요.'),
  (21, 13, '11:20', 'sweet', '프로덕트 스쿼드', '김꿀벌', 7, 1, 'MultiChat', 'bee', '프로덕트 스쿼드', 10, NULL, NULL,
   '출시 D-7, 매일 제일 먼저 출근해서 체크리스트 돌리는 꿀벌님 보면서 저도 힘이 나요. 우리 끝까지 파이팅해요!'),
  (22, 12, '17:30', 'bee', '프로덕트 스쿼드', '박성실', 8, 1, 'MultiChat', 'sincere', '프로덕트 스쿼드', 30, NULL, NULL,
   '재현도 어려웠을 결제 오류를 반나절 만에 원인 찾아서 고치신 거 보고 감탄했어요. 성실님은 진짜 만렙 개발자예요!'),
  (23, 10, '10:30', 'passion', '점심 메이트', '김꿀벌', 3, 0, 'DirectChat', 'bee', '마케팅팀', 15, '점심 메이트', NULL,
   '야근한 다음 날에도 웃으면서 인사해 주시는 꿀벌님 덕분에 사무실 공기가 달라져요. 오늘 점심은 제가 살게요!'),
  (24, 9, '14:10', 'sweet', '디자인팀', '박성실', 6, 1, 'DirectChat', 'sincere', '개발팀', 60, NULL, NULL,
   '디자인 시스템 컴포넌트 정리를 개발팀에서 먼저 제안하고 이끌어 주셔서 감사해요. 성실님 덕분에 두 팀이 같은 언어로 이야기하게 됐어요.'),
  (25, 8, '11:40', 'sincere', '프로덕트 스쿼드', '이달콤', 8, 1, 'DirectChat', 'sweet', '프로덕트 스쿼드', 25, NULL, NULL,
   '애니메이션 시안을 개발하기 좋은 형태로 바로 넘겨 주셔서 구현이 하루 만에 끝났어요. 달콤님 실력은 진짜 만렙이에요.'),
  (26, 6, '16:40', 'bee', '프로덕트 스쿼드', '이달콤', 6, 1, 'MultiChat', NULL, NULL, NULL, NULL, NULL,
   '출시 당일 디자인 최종 점검을 진두지휘해 주셔서 정말 든든했어요. 달콤님이 있어서 흔들리지 않고 끝까지 갈 수 있었어요. 출시 축하해요!'),
  (27, 5, '10:15', 'passion', '마케팅팀', '이달콤', 2, 1, 'MemoChat', NULL, NULL, NULL, NULL, NULL,
   '출시 이벤트 배너를 고객분들이 예쁘다고 캡처해서 올리시더라고요! 달콤님 센스 덕분에 이벤트 참여율이 목표를 훌쩍 넘겼어요.'),
  (28, 4, '13:20', 'sincere', '개발팀', '김꿀벌', 1, 0, 'DirectChat', 'bee', '프로덕트 스쿼드', 30, NULL, NULL,
   '출시 회고 문서 읽어 봤는데, 저희가 놓친 부분까지 꼼꼼하게 담겨 있더라고요. 다음 프로젝트 때 교과서로 쓰려고요.'),
  (29, 3, '12:50', 'sweet', '점심 메이트', '김꿀벌', 3, 0, 'DirectChat', NULL, NULL, NULL, NULL, NULL,
   '출시 끝나고 다 같이 간 회식에서 꿀벌님 건배사 듣고 울컥했어요. 함께 달려온 6주, 정말 고마웠어요!'),
  (30, 2, '10:30', 'bee', '마케팅팀', '최열정', 8, 1, 'DirectChat', 'passion', '마케팅팀', 45, NULL, NULL,
   '출시 성과 리포트를 하루 만에 뽑아 주셔서 경영진 보고가 깔끔하게 끝났어요. 열정님 데이터 정리 능력, 정말 놀라워요!'),
  -- Decision 022: the launch retro's group chat. 31 praises three colleagues in one share (all three keep
  -- it; receiver_name is the first of them, the rest below), and starts a relay three praises long:
  -- 이달콤 continues it to 박성실 (32), and 박성실 to 최열정 (33).
  (31, 2, '16:00', 'bee', '마케팅팀', '이달콤', 6, 1, 'MultiChat', 'sweet', '디자인팀', 10, NULL, NULL,
   '출시 회고에서 다시 느꼈어요. 디자인, 개발, 영업이 한 팀처럼 움직여서 6주 만에 해냈어요. 세 분 모두 정말 고마워요!'),
  (32, 2, '16:40', 'sweet', '디자인팀', '박성실', 5, 1, 'DirectChat', 'sincere', '개발팀', 10, NULL, NULL,
   '받은 칭찬 이어갈게요! 성실님, 마지막 주에 밤늦게까지 버그 잡아 주셔서 출시가 무사히 끝났어요.'),
  (33, 2, '17:20', 'sincere', '개발팀', '최열정', 7, 1, 'DirectChat', 'passion', '마케팅팀', 10, NULL, NULL,
   '릴레이 이어받아 열정님께! 출시 첫날 고객 문의를 전부 직접 받아 주셔서 개발팀이 버그에만 집중할 수 있었어요.');

-- KST office time d days ago → the host's UTC format (seconds and milliseconds vary a little by row).
UPDATE dev_demo_praise SET
  uuid = lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-'
    || substr('89AB', 1 + abs(random()) % 4, 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))),
  created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', 'start of day', printf('-%d days', days_ago),
    printf('%+d minutes', substr(kst, 1, 2) * 60 + substr(kst, 4, 2) - 540), printf('+%d.%03d seconds', n * 7 % 60, n * 389 % 1000));
-- Kakao's webhook comes a few seconds after the share; the receiver saves it minutes or hours later.
UPDATE dev_demo_praise SET delivered_at = strftime('%Y-%m-%dT%H:%M:%fZ', created_at, printf('+%d.%03d seconds', 20 + n * 13 % 70, n * 211 % 1000));
UPDATE dev_demo_praise SET saved_at = strftime('%Y-%m-%dT%H:%M:%fZ', delivered_at, printf('+%d minutes', save_after_min), printf('+%d.%03d seconds', n * 17 % 60, n * 503 % 1000))
 WHERE saver IS NOT NULL;

-- ---------- members (박성실 and 최열정 join; everyone joined the day before the story) ----------

UPDATE dev_demo_cast SET joined_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', 'start of day', '-43 days',
  printf('%+d minutes', substr(kst, 1, 2) * 60 + substr(kst, 4, 2) - 540));
INSERT INTO members (name, email, image_url, created_at, updated_at)
SELECT c.name, c.email, c.image_url, c.joined_at, c.joined_at
  FROM dev_demo_cast c
 WHERE c.who IN ('sincere', 'passion')
   AND NOT EXISTS (SELECT 1 FROM social_links s WHERE s.provider = 'kakao' AND s.provider_user_id = c.kakao_id)
 ORDER BY c.kakao_id;
INSERT INTO social_links (provider, provider_user_id, member_id, created_at)
SELECT 'kakao', c.kakao_id, (SELECT MAX(m.id) FROM members m WHERE m.email = c.email), c.joined_at
  FROM dev_demo_cast c
 WHERE c.who IN ('sincere', 'passion')
   AND NOT EXISTS (SELECT 1 FROM social_links s WHERE s.provider = 'kakao' AND s.provider_user_id = c.kakao_id);
UPDATE dev_demo_cast SET member_id = (SELECT s.member_id FROM social_links s WHERE s.provider = 'kakao' AND s.provider_user_id = kakao_id);
INSERT OR IGNORE INTO consents (member_id, service_term, personal_info, email_marketing, updated_at)
SELECT member_id, 1, 1, email_marketing, joined_at FROM dev_demo_cast;
-- seed.sql's two members joined then too (their rows are otherwise as seed.sql wrote them).
UPDATE members SET created_at = c.joined_at, updated_at = c.joined_at
  FROM dev_demo_cast c WHERE c.member_id = members.id AND c.who IN ('bee', 'sweet');
UPDATE social_links SET created_at = c.joined_at
  FROM dev_demo_cast c WHERE c.member_id = social_links.member_id AND c.who IN ('bee', 'sweet');
UPDATE consents SET updated_at = c.joined_at
  FROM dev_demo_cast c WHERE c.member_id = consents.member_id AND c.who IN ('bee', 'sweet');

-- ---------- groups, praise, deliveries, saves, moves: the rows the host's routes write ----------

INSERT INTO groups (member_id, name, order_idx, created_at)
SELECT c.member_id, g.name, g.order_idx,
       strftime('%Y-%m-%dT%H:%M:%fZ', 'now', 'start of day', printf('-%d days', g.days_ago),
         printf('%+d minutes', substr(g.kst, 1, 2) * 60 + substr(g.kst, 4, 2) - 540))
  FROM dev_demo_group g JOIN dev_demo_cast c ON c.who = g.who
 ORDER BY g.days_ago DESC, g.kst, c.member_id;

-- POST /api/send-praise, then Kakao's webhook: MemoChat → MYSELF, DirectChat → DIRECT, MultiChat → GROUP.
INSERT INTO praises (uuid, sender_id, sender_group_id, receiver_name, content, stamp_id, project_status, send_status, created_at, delivered_at)
SELECT p.uuid, c.member_id, g.id, p.receiver_name, p.content, p.stamp_id, p.project,
       CASE p.chat WHEN 'MemoChat' THEN 'MYSELF' WHEN 'DirectChat' THEN 'DIRECT' WHEN 'MultiChat' THEN 'GROUP' END AS send_status,
       p.created_at, p.delivered_at
  FROM dev_demo_praise p
  JOIN dev_demo_cast c ON c.who = p.sender
  JOIN groups g ON g.member_id = c.member_id AND g.name = p.sender_group
 ORDER BY p.n;
INSERT INTO share_deliveries (resource_id, praise_id, chat_type, received_at)
SELECT lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-'
         || substr('89AB', 1 + abs(random()) % 4, 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))),
       x.id, p.chat, p.delivered_at
  FROM dev_demo_praise p JOIN praises x ON x.uuid = p.uuid
 ORDER BY p.n;

-- POST /api/receive-praise, in the order they were saved.
INSERT INTO received_praises (praise_id, member_id, group_id, saved_at)
SELECT x.id, c.member_id, g.id, p.saved_at
  FROM dev_demo_praise p
  JOIN praises x ON x.uuid = p.uuid
  JOIN dev_demo_cast c ON c.who = p.saver
  JOIN groups g ON g.member_id = c.member_id AND g.name = p.saved_into
 ORDER BY p.saved_at;

-- PATCH /api/group/receive-praise/change and /send-praise/change, later on.
UPDATE received_praises SET group_id = g.id
  FROM dev_demo_praise p JOIN praises x ON x.uuid = p.uuid JOIN groups g ON g.name = p.moved_into
 WHERE received_praises.praise_id = x.id AND g.member_id = received_praises.member_id;
UPDATE praises SET sender_group_id = g.id
  FROM dev_demo_praise p JOIN groups g ON g.name = p.sender_moved_into
 WHERE praises.uuid = p.uuid AND g.member_id = praises.sender_id;

-- PUT /api/receive-praise/reaction: some receivers thanked back, a while after saving (decision 015:
-- on their own saved copy, which here is the only one). seen: the sender has opened the group the
-- praise was sent from since (PATCH /api/group/reactions-seen); the two most recent replies to 김꿀벌
-- and one to 이달콤 are still new, so their homes show '새 답장'.
CREATE TABLE dev_demo_reaction (n INTEGER PRIMARY KEY, reaction TEXT NOT NULL, after_min INTEGER NOT NULL,
  seen INTEGER NOT NULL);
INSERT INTO dev_demo_reaction (n, reaction, after_min, seen) VALUES
  (1, 'THANKS', 5, 1), (2, 'SWEET', 3, 1), (5, 'THANKS', 10, 1), (6, 'MOVED', 40, 1), (7, 'CHEERED', 15, 1),
  (11, 'MOVED', 2, 1), (13, 'SWEET', 8, 1), (16, 'CHEERED', 30, 1), (21, 'CHEERED', 1, 1),
  (22, 'THANKS', 20, 0), (24, 'MOVED', 12, 0), (25, 'SWEET', 6, 1), (30, 'THANKS', 25, 0);
UPDATE praise_keepers
   SET reaction = d.reaction,
       reacted_at = strftime('%Y-%m-%dT%H:%M:%fZ', p.saved_at, printf('+%d minutes', d.after_min), printf('+%d.%03d seconds', p.n * 29 % 60, p.n * 257 % 1000)),
       sender_seen = d.seen
  FROM dev_demo_reaction d
  JOIN dev_demo_praise p ON p.n = d.n
  JOIN praises x ON x.uuid = p.uuid
 WHERE praise_keepers.praise_id = x.id;

-- ---------- the whole team's praise and the relay (decision 022) ----------
-- POST /api/send-praise with receiverNames, and the other two of the group chat keeping it too (each
-- a keeper of their own, written by the save's trigger).
UPDATE praises SET receiver_names = json_array('이달콤', '박성실', '최열정')
 WHERE uuid = (SELECT uuid FROM dev_demo_praise WHERE n = 31);
INSERT INTO received_praises (praise_id, member_id, group_id, saved_at)
SELECT x.id, c.member_id, g.id, strftime('%Y-%m-%dT%H:%M:%fZ', p.saved_at, printf('+%d minutes', k.after_min))
  FROM (SELECT 'sincere' AS who, '개발팀' AS jar, 5 AS after_min UNION ALL SELECT 'passion', '마케팅팀', 20) k
  JOIN dev_demo_praise p ON p.n = 31
  JOIN praises x ON x.uuid = p.uuid
  JOIN dev_demo_cast c ON c.who = k.who
  JOIN groups g ON g.member_id = c.member_id AND g.name = k.jar;
-- relayOf: each continues the praise its sender kept, from that sender's keeper row.
UPDATE praises
   SET relay_of = k.praise_id, relay_keeper_id = k.id
  FROM dev_demo_praise p
  JOIN dev_demo_praise prev ON prev.n = p.n - 1
  JOIN praises before ON before.uuid = prev.uuid
  JOIN praise_keepers k ON k.praise_id = before.id
 WHERE praises.uuid = p.uuid AND p.n IN (32, 33) AND k.member_id = praises.sender_id;

-- ---------- badges: the host's rule, applied at each event in turn ----------
-- The host awards a badge in the request that brings the count to its threshold or above (sent:
-- delivered praise, when Kakao's webhook comes; received: saved praise, when it is saved). Nothing is
-- deleted in this story, so that request is the threshold-th one, and earned_at is its time.
INSERT INTO member_badges (member_id, badge_id, earned_at)
SELECT s.sender_id, b.id, s.delivered_at
  FROM (SELECT sender_id, delivered_at, ROW_NUMBER() OVER (PARTITION BY sender_id ORDER BY delivered_at, id) AS nth
          FROM praises WHERE send_status <> 'FAIL') s
  JOIN badges b ON b.kind = 'SEND' AND b.threshold = s.nth;
INSERT INTO member_badges (member_id, badge_id, earned_at)
SELECT r.member_id, b.id, r.saved_at
  FROM (SELECT member_id, saved_at, ROW_NUMBER() OVER (PARTITION BY member_id ORDER BY saved_at, id) AS nth
          FROM received_praises) r
  JOIN badges b ON b.kind = 'RECEIVE' AND b.threshold = r.nth;

-- ---------- one announcement ----------

INSERT INTO announcements (title, content, created_at) VALUES
  ('꿀도장 8종이 새로 나왔어요',
   '왕꼼꼼이부터 능력치 만렙까지, 동료에게 꼭 맞는 꿀도장을 골라 칭찬을 보내 보세요. 받은 꿀은 꿀단지에 모아 두고 언제든 다시 꺼내 볼 수 있어요. 꿀을 주고받으면 배지도 하나씩 열려요.',
   strftime('%Y-%m-%dT%H:%M:%fZ', 'now', 'start of day', '-14 days', '+30 minutes'));

DROP TABLE dev_demo_reaction;
DROP TABLE dev_demo_praise;
DROP TABLE dev_demo_group;
DROP TABLE dev_demo_cast;
