CREATE TABLE "unknown_login_fail" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"fail_cnt" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"fail_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mbr" ADD COLUMN "login_fail_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "unknown_login_fail_at_idx" ON "unknown_login_fail" USING btree ("fail_at");