-- Seed data every environment needs: profile images, stamps and badges (docs/api.md "The host's rules").
INSERT INTO profile_images (idx, image_url, border_color) VALUES
  (1, '/images/profile/profile-1.svg', '#FFC83D'),
  (2, '/images/profile/profile-2.svg', '#7BC67E'),
  (3, '/images/profile/profile-3.svg', '#FF9F6B'),
  (4, '/images/profile/profile-4.svg', '#7FB8F0'),
  (5, '/images/profile/profile-5.svg', '#C39BEB'),
  (6, '/images/profile/profile-6.svg', '#F58DB1');

INSERT INTO stamps (id, name, image_url, sort_order) VALUES
  (1, '왕꼼꼼이', '/images/stamps/stamp-1.svg', 1),
  (2, '센스 만점', '/images/stamps/stamp-2.svg', 2),
  (3, '긍정 파워', '/images/stamps/stamp-3.svg', 3),
  (4, '성실의 아이콘', '/images/stamps/stamp-4.svg', 4),
  (5, '협업의 신', '/images/stamps/stamp-5.svg', 5),
  (6, '꽉찬 리더십', '/images/stamps/stamp-6.svg', 6),
  (7, '불타는 열정왕', '/images/stamps/stamp-7.svg', 7),
  (8, '능력치 만렙', '/images/stamps/stamp-8.svg', 8);

INSERT INTO badges (id, name, description, kind, threshold, image_url, locked_image_url, sort_order) VALUES
  (1, '첫 꿀 받기', '처음으로 꿀을 받았어요.', 'RECEIVE', 1, '/images/badges/receive-1.svg', '/images/badges/receive-1-locked.svg', 1),
  (2, '꿀 좀 받아본 사람', '꿀을 7번 받았어요.', 'RECEIVE', 7, '/images/badges/receive-7.svg', '/images/badges/receive-7-locked.svg', 2),
  (3, '꿀부자', '꿀을 50번 받았어요.', 'RECEIVE', 50, '/images/badges/receive-50.svg', '/images/badges/receive-50-locked.svg', 3),
  (4, '첫 꿀 보내기', '처음으로 꿀을 보냈어요.', 'SEND', 1, '/images/badges/send-1.svg', '/images/badges/send-1-locked.svg', 4),
  (5, '달달한 당신', '꿀을 7번 보냈어요.', 'SEND', 7, '/images/badges/send-7.svg', '/images/badges/send-7-locked.svg', 5),
  (6, '꿀플루언서', '꿀을 50번 보냈어요.', 'SEND', 50, '/images/badges/send-50.svg', '/images/badges/send-50-locked.svg', 6);
