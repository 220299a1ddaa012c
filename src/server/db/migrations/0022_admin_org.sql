-- Departments, the permission look-up and the staff import needed no schema change: departments
-- already hold their parent, lead and order. Kept so the migration history stays as it was released.
SELECT 1;
