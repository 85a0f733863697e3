// The six profile images of the catalogue (0002_catalogue_seed.sql).
export const profileImageMap = async (db: D1Database): Promise<Record<string, string>> => {
  const { results } = await db
    .prepare("SELECT idx, image_url FROM profile_images ORDER BY idx")
    .all<{ idx: number; image_url: string }>();
  return Object.fromEntries(results.map((r) => [String(r.idx), r.image_url]));
};

export const isProfileImage = async (db: D1Database, url: string): Promise<boolean> =>
  (await db.prepare("SELECT 1 AS found FROM profile_images WHERE image_url = ?").bind(url).first()) !== null;
