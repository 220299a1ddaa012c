-- The version notes and notices tables (written with the feature; a no-op until then).
SELECT 1;
