DROP INDEX "send_records_status_idx";--> statement-breakpoint
DROP INDEX "traffic_daily_staff_idx";--> statement-breakpoint
ALTER TABLE "traffic_daily" DROP CONSTRAINT "traffic_daily_day_customer_id_product_id_country_id_supplier_id_pk";--> statement-breakpoint
CREATE INDEX "traffic_daily_day_brin" ON "traffic_daily" USING brin ("day");