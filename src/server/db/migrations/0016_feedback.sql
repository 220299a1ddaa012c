-- The feedback and rating tables (written with the feature; a no-op until then).
SELECT 1;
