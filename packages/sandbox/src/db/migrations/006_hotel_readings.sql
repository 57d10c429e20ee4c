-- Issue 13: how each hotel's name, city and district are read, in kana and romaji, so a visitor typing
-- とうきょう, トウキョウ or kyoto finds the place: {"name": […], "city": […], "district": […]}.

ALTER TABLE hotels ADD COLUMN readings jsonb NOT NULL DEFAULT '{}'::jsonb;
