-- Local-only demo members (npm start and the e2e tests apply it; never production).
-- Kakao ids match the emulator's preset test users: 1001 and 1002 are registered, 1003 is not.
INSERT OR IGNORE INTO members (id, name, email, image_url) VALUES
  (1, '김꿀벌', 'honeybee@example.com', '/images/profile/profile-1.svg'),
  (2, '이달콤', 'sweet@example.com', '/images/profile/profile-2.svg');
INSERT OR IGNORE INTO social_links (provider, provider_user_id, member_id) VALUES
  ('kakao', '1001', 1),
  ('kakao', '1002', 2);
INSERT OR IGNORE INTO consents (member_id, service_term, personal_info, email_marketing) VALUES
  (1, 1, 1, 0),
  (2, 1, 1, 1);
