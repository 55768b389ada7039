CREATE TABLE "cmpn" (
	"cmpn_id" serial PRIMARY KEY NOT NULL,
	"cmpn_ttl" text NOT NULL,
	"cmpn_cn" text NOT NULL,
	"bgng_ymd" date NOT NULL,
	"end_ymd" date NOT NULL,
	"points" integer NOT NULL,
	"proof_text_yn" char(1) DEFAULT 'Y' NOT NULL,
	"proof_file_yn" char(1) DEFAULT 'N' NOT NULL,
	"aply_limit_cnt" integer DEFAULT 1 NOT NULL,
	"close_yn" char(1) DEFAULT 'N' NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cmpn_points_positive" CHECK ("cmpn"."points" > 0),
	CONSTRAINT "cmpn_period" CHECK ("cmpn"."bgng_ymd" <= "cmpn"."end_ymd")
);
--> statement-breakpoint
CREATE TABLE "cmpn_aply" (
	"aply_id" bigserial PRIMARY KEY NOT NULL,
	"cmpn_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"proof_cn" text,
	"atch_file_module_id" text,
	"aply_stts_cd" text DEFAULT 'APLY' NOT NULL,
	"reject_reason" text,
	"proc_by" text,
	"proc_dt" timestamp with time zone,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "day_bsd_cpn" (
	"cpn_id" serial PRIMARY KEY NOT NULL,
	"draw_ymd" date NOT NULL,
	"prize_nm" text NOT NULL,
	"prize_cn" text,
	"winner_cnt" integer NOT NULL,
	"entry_points" integer NOT NULL,
	"entry_limit_cnt" integer DEFAULT 1 NOT NULL,
	"seed_salt" text NOT NULL,
	"commit_hash" text NOT NULL,
	"cpn_stts_cd" text DEFAULT 'OPEN' NOT NULL,
	"entry_cnt" integer DEFAULT 0 NOT NULL,
	"seed_hex" text,
	"draw_dt" timestamp with time zone,
	"draw_by" text,
	"congrats_cn" text,
	"announce_dt" timestamp with time zone,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "day_bsd_cpn_numbers" CHECK ("day_bsd_cpn"."winner_cnt" > 0 and "day_bsd_cpn"."entry_points" > 0 and "day_bsd_cpn"."entry_limit_cnt" > 0)
);
--> statement-breakpoint
CREATE TABLE "day_bsd_cpn_entry" (
	"cpn_id" integer NOT NULL,
	"entry_no" integer NOT NULL,
	"entrant_no" integer NOT NULL,
	"user_id" text NOT NULL,
	"shown_nm" text,
	"win_yn" char(1) DEFAULT 'N' NOT NULL,
	"handover_dt" timestamp with time zone,
	"handover_by" text,
	"congrats_seen_dt" timestamp with time zone,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "day_bsd_cpn_entry_cpn_id_entry_no_pk" PRIMARY KEY("cpn_id","entry_no")
);
--> statement-breakpoint
CREATE TABLE "point_balance" (
	"user_id" text PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_balance_not_negative" CHECK ("point_balance"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_bsd_gds" (
	"gds_id" serial PRIMARY KEY NOT NULL,
	"gds_nm" text NOT NULL,
	"gds_cn" text,
	"image_file_id" bigint,
	"image_alt" text,
	"gds_points" integer NOT NULL,
	"stock_cnt" integer NOT NULL,
	"buy_limit_cnt" integer DEFAULT 1 NOT NULL,
	"bgng_ymd" date NOT NULL,
	"end_ymd" date NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_bsd_gds_stock_not_negative" CHECK ("point_bsd_gds"."stock_cnt" >= 0),
	CONSTRAINT "point_bsd_gds_numbers" CHECK ("point_bsd_gds"."gds_points" > 0 and "point_bsd_gds"."buy_limit_cnt" > 0)
);
--> statement-breakpoint
CREATE TABLE "point_bsd_gds_order" (
	"order_id" bigserial PRIMARY KEY NOT NULL,
	"gds_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"schl_cd" text,
	"schl_nm" text,
	"gds_points" integer NOT NULL,
	"order_stts_cd" text DEFAULT 'RQST' NOT NULL,
	"cancel_reason" text,
	"proc_by" text,
	"proc_dt" timestamp with time zone,
	"request_key" text,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_ledger" (
	"ledger_id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"point_type_cd" text NOT NULL,
	"points" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"src_url" text,
	"idntf_key" text NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_ledger_balance_not_negative" CHECK ("point_ledger"."balance_after" >= 0),
	CONSTRAINT "point_ledger_points_not_zero" CHECK ("point_ledger"."points" <> 0)
);
--> statement-breakpoint
CREATE TABLE "point_rule" (
	"point_type_cd" text PRIMARY KEY NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"client_credit_yn" char(1) DEFAULT 'N' NOT NULL,
	"day_limit_cnt" integer,
	"total_limit_cnt" integer,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cmpn_aply" ADD CONSTRAINT "cmpn_aply_cmpn_id_cmpn_cmpn_id_fk" FOREIGN KEY ("cmpn_id") REFERENCES "public"."cmpn"("cmpn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_bsd_cpn_entry" ADD CONSTRAINT "day_bsd_cpn_entry_cpn_id_day_bsd_cpn_cpn_id_fk" FOREIGN KEY ("cpn_id") REFERENCES "public"."day_bsd_cpn"("cpn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_bsd_gds" ADD CONSTRAINT "point_bsd_gds_image_file_id_atch_file_file_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."atch_file"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_bsd_gds_order" ADD CONSTRAINT "point_bsd_gds_order_gds_id_point_bsd_gds_gds_id_fk" FOREIGN KEY ("gds_id") REFERENCES "public"."point_bsd_gds"("gds_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cmpn_aply_cmpn_idx" ON "cmpn_aply" USING btree ("cmpn_id","aply_stts_cd","aply_id");--> statement-breakpoint
CREATE INDEX "cmpn_aply_user_idx" ON "cmpn_aply" USING btree ("user_id","aply_id");--> statement-breakpoint
CREATE INDEX "day_bsd_cpn_ymd_idx" ON "day_bsd_cpn" USING btree ("draw_ymd");--> statement-breakpoint
CREATE INDEX "day_bsd_cpn_entry_user_idx" ON "day_bsd_cpn_entry" USING btree ("user_id","cpn_id");--> statement-breakpoint
CREATE INDEX "point_bsd_gds_order_gds_idx" ON "point_bsd_gds_order" USING btree ("gds_id","order_stts_cd");--> statement-breakpoint
CREATE INDEX "point_bsd_gds_order_user_idx" ON "point_bsd_gds_order" USING btree ("user_id","order_id");--> statement-breakpoint
CREATE INDEX "point_bsd_gds_order_schl_idx" ON "point_bsd_gds_order" USING btree ("schl_cd","order_stts_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "point_bsd_gds_order_request_key_uq" ON "point_bsd_gds_order" USING btree ("user_id","request_key") WHERE "point_bsd_gds_order"."request_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "point_ledger_key_uq" ON "point_ledger" USING btree ("user_id","idntf_key");--> statement-breakpoint
CREATE INDEX "point_ledger_user_idx" ON "point_ledger" USING btree ("user_id","ledger_id");--> statement-breakpoint
CREATE INDEX "point_ledger_user_type_idx" ON "point_ledger" USING btree ("user_id","point_type_cd","registered_at");--> statement-breakpoint
-- SECURITY 20: the ledger is append-only. Only the anonymisation of a withdrawn member's rows after
-- the audit period (point.retention.ts) may update them, and it says so for its own transaction.
CREATE FUNCTION "point_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- the anonymisation renames the holder and nothing else
  IF TG_OP = 'UPDATE' AND current_setting('portal.point_anonymise', true) = 'on'
     AND (NEW.ledger_id, NEW.point_type_cd, NEW.points, NEW.balance_after, NEW.reason, NEW.src_url, NEW.idntf_key, NEW.registered_by, NEW.registered_at)
         IS NOT DISTINCT FROM (OLD.ledger_id, OLD.point_type_cd, OLD.points, OLD.balance_after, OLD.reason, OLD.src_url, OLD.idntf_key, OLD.registered_by, OLD.registered_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'point_ledger is append-only' USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "point_ledger_append_only" BEFORE UPDATE OR DELETE ON "point_ledger" FOR EACH ROW EXECUTE FUNCTION "point_ledger_append_only"();
