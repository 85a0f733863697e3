-- Each occasion of a shared jar has stamps of its own (decision 044): a farewell is written with
-- farewell words. The eight praise stamps (0002) have no occasion and stay the praise composer's; a
-- jar's new letters take its occasion's. Additive: letters and kept praise with the eight stay valid.
ALTER TABLE stamps ADD COLUMN occasion TEXT
  CHECK (occasion IS NULL OR occasion IN ('FAREWELL', 'BIRTHDAY', 'PROMOTION', 'WELCOME', 'THANKS', 'YEAR_END'));

INSERT INTO stamps (id, name, image_url, sort_order, occasion) VALUES
  (11, '고마웠어요', '/images/stamps/farewell-1.svg', 11, 'FAREWELL'),
  (12, '새 출발 응원', '/images/stamps/farewell-2.svg', 12, 'FAREWELL'),
  (13, '꽃길만 걸어요', '/images/stamps/farewell-3.svg', 13, 'FAREWELL'),
  (14, '잊지 않을게요', '/images/stamps/farewell-4.svg', 14, 'FAREWELL'),
  (15, '또 만나요', '/images/stamps/farewell-5.svg', 15, 'FAREWELL'),
  (21, '생일 축하해요', '/images/stamps/birthday-1.svg', 21, 'BIRTHDAY'),
  (22, '오늘의 주인공', '/images/stamps/birthday-2.svg', 22, 'BIRTHDAY'),
  (23, '행복한 하루', '/images/stamps/birthday-3.svg', 23, 'BIRTHDAY'),
  (24, '선물 도착', '/images/stamps/birthday-4.svg', 24, 'BIRTHDAY'),
  (25, '풍선 한가득', '/images/stamps/birthday-5.svg', 25, 'BIRTHDAY'),
  (31, '승진 축하해요', '/images/stamps/promotion-1.svg', 31, 'PROMOTION'),
  (32, '능력자 인증', '/images/stamps/promotion-2.svg', 32, 'PROMOTION'),
  (33, '쭉쭉 성장', '/images/stamps/promotion-3.svg', 33, 'PROMOTION'),
  (34, '믿고 따라요', '/images/stamps/promotion-4.svg', 34, 'PROMOTION'),
  (35, '더 높이 날아요', '/images/stamps/promotion-5.svg', 35, 'PROMOTION'),
  (41, '어서 와요', '/images/stamps/welcome-1.svg', 41, 'WELCOME'),
  (42, '환영해요', '/images/stamps/welcome-2.svg', 42, 'WELCOME'),
  (43, '함께라 든든', '/images/stamps/welcome-3.svg', 43, 'WELCOME'),
  (44, '첫 출근 응원', '/images/stamps/welcome-4.svg', 44, 'WELCOME'),
  (45, '잘 부탁해요', '/images/stamps/welcome-5.svg', 45, 'WELCOME'),
  (51, '정말 고마워요', '/images/stamps/thanks-1.svg', 51, 'THANKS'),
  (52, '덕분이에요', '/images/stamps/thanks-2.svg', 52, 'THANKS'),
  (53, '든든한 버팀목', '/images/stamps/thanks-3.svg', 53, 'THANKS'),
  (54, '감동 한가득', '/images/stamps/thanks-4.svg', 54, 'THANKS'),
  (55, '마음을 담아', '/images/stamps/thanks-5.svg', 55, 'THANKS'),
  (61, '수고 많았어요', '/images/stamps/year-end-1.svg', 61, 'YEAR_END'),
  (62, '새해 복 많이', '/images/stamps/year-end-2.svg', 62, 'YEAR_END'),
  (63, '올해의 동료', '/images/stamps/year-end-3.svg', 63, 'YEAR_END'),
  (64, '내년에도 함께', '/images/stamps/year-end-4.svg', 64, 'YEAR_END'),
  (65, '따뜻한 연말', '/images/stamps/year-end-5.svg', 65, 'YEAR_END');
