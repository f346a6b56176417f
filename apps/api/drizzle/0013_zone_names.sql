-- Brussels's bilingual zones named in French and German too (the seed fills it: its files changed).
ALTER TABLE "ref_police_zones" ADD COLUMN "names" jsonb;
