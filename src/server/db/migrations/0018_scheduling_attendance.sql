-- The shift scheduling and attendance tables (written with the feature; a no-op until then).
SELECT 1;
