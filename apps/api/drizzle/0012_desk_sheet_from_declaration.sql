-- Nothing read the copy of the sheet that 0010 kept apart: the desk, the PDF and the hand-over all draw
-- the sheet from the declaration and its files, which it only repeated (~1.2 KB a declaration).
DROP TABLE "zone_sheets" CASCADE;
