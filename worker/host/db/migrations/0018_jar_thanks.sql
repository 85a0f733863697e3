-- The jar people keep (docs/api.md fifth round): what a writer's lists need of the keeper's answer, kept in
-- D1 beside the jar's own copy in its Durable Object, so that GET /api/jar's "written" list asks no
-- object: when the keeper thanked everyone, and their latest reaction to a member writer's letter.
ALTER TABLE jars ADD COLUMN thanks_at TEXT;
ALTER TABLE jar_writers ADD COLUMN reaction TEXT CHECK (reaction IS NULL OR reaction IN ('HEART', 'CLAP', 'LAUGH', 'TEAR', 'WOW'));
